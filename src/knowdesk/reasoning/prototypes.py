"""Embedding prototypes: the nearest labelled example decides when keywords say nothing.

Each label has a few short example texts (a category's name and keywords, example questions of a
route). A question takes the label of its most similar example, but only when that example beats
the best example of any other label by `margin` — embedding cosines are compressed, so an absolute
threshold would mean little, while a clear lead over the runner-up does.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

Embed = Callable[[list[str]], np.ndarray]

ROUTE_EXAMPLES: dict[str, list[str]] = {
    "graph": [
        "张三的上级是谁",
        "这个事项由谁审批",
        "哪些客户与这家供应商有关联",
        "他向谁汇报工作",
        "这个部门的负责人是谁",
    ],
    "web": ["今天的汇率是多少", "最新的新闻是什么", "今天的股价", "美联储今天宣布了什么", "现在的天气怎么样"],
    "vector": ["年假有几天", "报销流程是什么", "入职需要带什么材料", "离职要提前多久申请", "笔记本电脑怎么申领"],
}


class PrototypeMatcher:
    """Nearest-example labelling with a lead over the runner-up; vectors are computed once, lazily."""

    def __init__(self, examples: dict[str, list[str]], embed: Embed, margin: float) -> None:
        self.examples = {label: [t for t in texts if t] for label, texts in examples.items()}
        self.embed = embed
        self.margin = margin
        self._labels: list[str] = []
        self._matrix: np.ndarray | None = None

    def _load(self) -> np.ndarray:
        if self._matrix is None:
            texts = [t for label, ts in self.examples.items() for t in ts]
            self._labels = [label for label, ts in self.examples.items() for _ in ts]
            self._matrix = np.asarray(self.embed(texts), dtype=np.float32) if texts else np.zeros((0, 1), np.float32)
        return self._matrix

    def nearest(self, text: str) -> str | None:
        """The label whose best example leads every other label's best by `margin`, else None."""
        matrix = self._load()
        if len(set(self._labels)) < 2:
            return None
        q = np.asarray(self.embed([text]), dtype=np.float32)[0]
        sims = matrix @ q
        best: dict[str, float] = {}
        for label, s in zip(self._labels, sims.tolist(), strict=True):
            best[label] = max(best.get(label, -1.0), s)
        ranked = sorted(best.items(), key=lambda p: -p[1])
        return ranked[0][0] if ranked[0][1] - ranked[1][1] >= self.margin else None
