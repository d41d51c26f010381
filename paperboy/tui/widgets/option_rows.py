"""Update a moves list row by row: only the options whose words changed are replaced.

Clearing an ``OptionList`` and filling it again changes its height twice (to nothing, then
back), and each change lays out the whole screen. :func:`show_prompts` replaces the
prompts that changed in place and adds or removes options at the end only, so a list that
keeps its number of lines (one move for one board space, then one for the next) is
repainted without a layout.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial as partial_call
from typing import Any

from textual.geometry import Region, Size, Spacing
from textual.reactive import Reactive
from textual.strip import Strip
from textual.style import Style
from textual.visual import Padding, Visual
from textual.widgets import OptionList
from textual.widgets.option_list import Option


class MovesList(OptionList):
    """An ``OptionList`` whose size its CSS fixes (the moves list, Fit to Print's desk).

    Textual's ``OptionList`` asks for a layout of the whole screen whenever its number of
    lines changes (its virtual size): every move played, which lists other moves, reflowed
    and redrew every widget. In a fixed height that changes nothing but the list and its
    scroll bar, so here it repaints only them; a scroll bar that appears or goes (the
    list's width changes) still asks for a layout, as does a list sized by its content.
    """

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    #: Drawn options kept (by what they show, style and width): see ``_get_option_render``.
    DRAWN_KEPT = 256

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # (the prompt, its lines without their place) by what it shows, style and width
        self._shapes: dict[tuple[Any, ...], tuple[Any, list[Strip]]] = {}
        # while lines are drawn: the styles, padding and width asked for, each asked once
        self._painting: dict[Any, Any] | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        # Textual's ``OptionList.render_line`` asks, for every line, the style of each kind
        # of option, their padding and the list's width (walking the styles of the list's
        # ancestors), and brings its table of lines up to date: the same answers through
        # one drawing, now asked once in it
        self._painting = {}
        try:
            return super().render_lines(crop)
        finally:
            self._painting = None

    def _once(self, key: Any, work: Callable[[], Any]) -> Any:
        """``work()``, done once per drawing (each time outside one)."""
        painting = self._painting
        if painting is None:
            return work()
        if key not in painting:
            painting[key] = work()
        return painting[key]

    def get_visual_style(self, *component_classes: str, partial: bool = False) -> Style:
        work = partial_call(super().get_visual_style, *component_classes, partial=partial)
        return self._once((component_classes, partial), work)  # type: ignore[no-any-return]

    def _update_lines(self) -> None:
        # (Textual brings its table of lines up to date before every line it draws, working
        # out the list's width each time: once per drawing is enough, no option comes or
        # goes while lines are drawn)
        self._once("lines", super()._update_lines)

    def _option_padding_and_width(self) -> tuple[Spacing, int]:
        """The options' padding and the width they are drawn at (once per drawing)."""
        return self._once("padding and width", lambda: (  # type: ignore[no-any-return]
            self.get_component_styles("option-list--option").padding,
            self.scrollable_content_region.width - self._get_left_gutter_width()))

    def _get_option_render(self, option: Option, style: Style) -> list[Strip]:
        """Textual's drawing of an option, also kept by what it shows: ``OptionList``
        forgets every option it drew whenever an option goes or a prompt is replaced (a
        move played lists the other moves again; a tile placed leaves Fit to Print's desk)
        and drew each option in view anew, a tenth of a millisecond a line (Extra!
        Extra!'s moves list after each bot's move, 1-1.5 ms; Fit to Print's desk at each
        Enter). An option is now drawn once per style and width, a plain-text prompt by its
        words, any other by its option and the prompt it has, and given its place in the
        list (the ``option`` meta a click reads); Textual's own cache keeps the result
        until it forgets it."""
        padding, width = self._option_padding_and_width()
        cache_key = (option, style, padding)
        strips = self._option_render_cache.get(cache_key)
        if strips is not None or option._divider:
            return strips if strips is not None else super()._get_option_render(option, style)
        prompt = option.prompt
        shape = (prompt if type(prompt) is str else option, style, padding, width)
        plain = self._shapes.get(shape)
        if plain is None or (plain[0] is not prompt and type(prompt) is not str):  # (a prompt replaced)
            if len(self._shapes) >= self.DRAWN_KEPT:
                self._shapes.clear()
            # as Textual draws it (``OptionList._get_option_render``), its place aside
            visual = self._get_visual(option)
            if padding:
                visual = Padding(visual, padding)
            plain = self._shapes[shape] = (prompt, [strip.extend_cell_length(width, style.rich_style)
                                                    for strip in Visual.to_strips(self, visual, width, None, style)])
        strips = [strip.apply_meta({"option": self._option_to_index[option]}) for strip in plain[1]]
        self._option_render_cache[cache_key] = strips
        return strips

    def watch_virtual_size(self, _old: Size, new: Size) -> None:
        if self.styles.auto_dimensions:
            self.refresh(layout=True)
        elif self.is_mounted:
            self._scroll_update(new)  # the scroll bar's length and position


def show_prompts(moves: OptionList, prompts: Sequence[str]) -> None:
    """Make ``moves`` list ``prompts`` (option ids ``"0"``, ``"1"``…, plain text), replacing
    only the prompts that changed; a list that shrinks is filled again from empty."""
    count = moves.option_count
    if len(prompts) < count:
        moves.clear_options()
        count = 0
    for index in range(count):
        if str(moves.get_option_at_index(index).prompt) != prompts[index]:
            moves.replace_option_prompt_at_index(index, prompts[index])
    if len(prompts) > count:
        moves.add_options([Option(prompt, id=str(index))
                           for index, prompt in enumerate(prompts[count:], count)])
