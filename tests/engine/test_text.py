"""User text never carries terminal control characters (Trust: escapes from user data)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from paperboy.engine.text import clean_text, has_control


def test_escape_bel_and_c1_controls_are_removed() -> None:
    name = "Ann\x1b]0;pwned\x07\x9b31m\u202eZ"
    assert clean_text(name) == "Ann]0;pwned31mZ"


def test_newlines_become_spaces_unless_kept() -> None:
    assert clean_text("a\nb\tc") == "a b c"
    assert clean_text("a\r\nb\x1b", keep_newlines=True) == "a\nb"


def test_non_strings_are_formatted_first() -> None:
    assert clean_text(12) == "12"
    assert clean_text(None) == "None"


@given(st.text())
def test_clean_text_leaves_no_control_character(text: str) -> None:
    cleaned = clean_text(text)
    assert not has_control(cleaned)
    assert all(ord(ch) >= 0x20 and not 0x7F <= ord(ch) <= 0x9F for ch in cleaned)


@given(st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cf", "Cs"))))
def test_clean_text_keeps_ordinary_text(text: str) -> None:
    assert clean_text(text) == text
