"""A count paid over tiers of a rate the table sets by bands of that count ("当月交车1—8台 | 9—15台 | 16台及以上"):
the whole count at the rate of the band it falls in, unless the document says the rate is progressive (累进,
超额累进, 分段计算), when each band's part of the count is paid at that band's rate (10台: 8 × 400 + 2 × 600).
The reading is the document's own wording, never guessed: a rule that denies it ("不分段累进", "按同一档位") keeps
the whole count in one band.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from knowdesk.reasoning.quantities import Range

# "超额累进", "分段累进计算", "分段计算", "超出部分按…档计": each band's part at its own rate ("超出部分由个人承担"
# says who pays, not how bands are paid)
_PROGRESSIVE = re.compile(r"累进|分段(?:计算|计提|计发|核算)|超[出过]部分[^，。；]{0,3}按[^，。；]{0,8}[计档]")
# "不分段累进", "不累进", "按同一档位", "全部台数按…计": the whole count in one band
_ONE_BAND = re.compile(r"不(?:分段|累进|按分段)|同一档|全部[\u4e00-\u9fff]{0,4}?按")


def progressive(notes: Sequence[str]) -> bool:
    """Whether the lines around a table say its bands of a count are paid progressively."""
    text = " ".join(notes)
    return bool(_PROGRESSIVE.search(text)) and not _ONE_BAND.search(text)


def _whole_units_in(band: Range, n: float) -> float:
    """How many of the first `n` units fall in `band` (counted whole: 1—8台 holds 8 of 10, 9—15台 the other 2)."""
    low = band.low if band.low is not None else 0.0
    below = low - 1 if band.low_inclusive and low > 0 else low  # the units under the band's first
    high = n if band.high is None else min(n, band.high if band.high_inclusive else math.ceil(band.high) - 1)
    return max(0.0, high - below)


def progressive_parts(n: float, bands: Sequence[tuple[Range, float]]) -> list[tuple[float, float]] | None:
    """(units, rate) for each band the count `n` reaches, in the bands' order; None when the bands leave part of the
    count unpaid or pay some of it twice."""
    ordered = sorted(bands, key=lambda b: b[0].low if b[0].low is not None else 0.0)
    parts = [(units, rate) for band, rate in ordered if (units := _whole_units_in(band, n)) > 0]
    if not parts or sum(u for u, _ in parts) != n:
        return None
    return parts


__all__ = ["progressive", "progressive_parts"]
