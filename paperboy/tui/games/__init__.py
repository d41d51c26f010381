"""Per-game screens; each module exposes ``SCREEN``, a GameScreen subclass."""
