"""The grades a column's band covers when the rule's prose defines it ("Band B covers grades P5 to P7"; "B档：P3—P4"):
the rates table heads its columns "Per Diem Band A | Per Diem Band B …" and leaves the grades to a definition, so a
question naming P6 picks its column only once the definition is read."""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.reasoning.quantities import Range, is_level_unit, ranges

# what follows a band's name in its definition, up to the clause's end (or a table cell's)
_CLAUSE_END = re.compile(r"[;，；。|\n]|,(?!\s*(?:and\s+)?[A-Za-z]{1,2}\d)")  # not the comma of "P5, P6 and P7"
MAX_CLAUSE = 40  # characters after the name read for its grades


def band_names(headers: Sequence[str]) -> list[str]:
    """Each header's own part beside the words it shares with another header ("Per Diem Band A", "Per Diem Band B" →
    Band A, Band B; "A档补贴（元/月）", "B档补贴（元/月）" → A档): a one-letter part keeps the word next to it; a header
    sharing nothing stays whole."""
    out = []
    for i, h in enumerate(headers):
        others = [o for j, o in enumerate(headers) if j != i]
        prefix = max((_common_prefix(h, o) for o in others), key=len, default="")
        prefix = prefix if len(prefix) >= 3 else ""
        rest = h[len(prefix) :]
        suffix = max((_common_prefix(rest[::-1], o[::-1])[::-1] for o in others), key=len, default="")
        suffix = suffix if len(suffix) >= 2 and len(suffix) < len(rest) else ""
        core = rest[: len(rest) - len(suffix)].strip(" （(")
        if len(core) < 2 and prefix.strip():
            core = f"{prefix.split()[-1]} {core}" if prefix.isascii() else prefix.strip()[-1] + core
        elif len(core) < 2 and suffix:
            core = core + suffix.split()[0] if suffix.isascii() else core + suffix[0]
        out.append(core)
    return out


def _common_prefix(a: str, b: str) -> str:
    """The start two headers share (whole words in English)."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    prefix = a[:n]
    if prefix.isascii() and n < len(a) and not prefix.endswith(" "):
        prefix = prefix[: prefix.rfind(" ") + 1]
    return prefix


def defined_levels(name: str, texts: Sequence[str]) -> tuple[Range, ...]:
    """The job-level ranges the first definition of `name` in `texts` gives it; () when none does."""
    if len(name) < 2:
        return ()
    pattern = re.compile(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z0-9])", re.I)
    for text in texts:
        for m in pattern.finditer(text):
            clause = _CLAUSE_END.split(text[m.end() : m.end() + MAX_CLAUSE], maxsplit=1)[0]
            found = tuple(r for r in ranges(clause) if r.unit and is_level_unit(r.unit))
            if found:
                return found
    return ()
