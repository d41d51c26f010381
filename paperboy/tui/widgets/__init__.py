"""Shared widgets: the newspaper grid and friends."""
