"""Update a moves list row by row: only the options whose words changed are replaced.

Clearing an ``OptionList`` and filling it again changes its height twice (to nothing, then
back), and each change lays out the whole screen. :func:`show_prompts` replaces the
prompts that changed in place and adds or removes options at the end only, so a list that
keeps its number of lines (one move for one board space, then one for the next) is
repainted without a layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import OptionList
from textual.widgets.option_list import Option


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
