"""Other wordings of one thing: employees ask "被辞退能拿多少补偿", labour law writes 解除劳动合同. The answerability
check asks whether the evidence names the question's topic; a topic the evidence writes another way must not make
the question unanswerable. The groups (`data/zh_workplace_wording.tsv`) are the product's own, narrow on purpose:
every variant of a line can stand in for every other in a rule's sentence."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def _groups() -> dict[str, tuple[str, ...]]:
    """Each variant → every variant of the lines it stands on (a word may stand on two lines: 解除劳动合同)."""
    text = resources.files("knowdesk.data").joinpath("zh_workplace_wording.tsv").read_text(encoding="utf-8")
    out: dict[str, list[str]] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        variants = [v.strip().lower() for v in line.split("|") if v.strip()]
        for v in variants:
            out.setdefault(v, []).extend(w for w in variants if w != v and w not in out.get(v, []))
    return {k: tuple(v) for k, v in out.items()}


def other_wordings(word: str) -> tuple[str, ...]:
    """The other ways rules write `word` ("辞退" → 开除, 解雇, …, 解除劳动合同); () when it has none listed."""
    return _groups().get(word.lower(), ())


__all__ = ["other_wordings"]
