"""The Textual app: menu, set-up, resume, game screens, help, handoff and score sheets."""

#: The smallest terminal the screens are drawn for; below it the app shows a notice instead.
MIN_WIDTH, MIN_HEIGHT = 80, 24
