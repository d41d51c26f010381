"""paperboy: four newspaper board games for the terminal."""

from __future__ import annotations

__version__ = "0.1.0"
