"""The Textual app: menu, set-up, resume, game screens, help, handoff and score sheets."""
