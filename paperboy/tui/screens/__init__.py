"""Screens of the paperboy app."""
