"""Embedding prototypes back up the keyword rules of local classification and routing."""

from __future__ import annotations

import numpy as np
import pytest

from knowdesk.config import QASettings
from knowdesk.embeddings.e5 import E5Embeddings
from knowdesk.ingest.tags import TagDictionary
from knowdesk.reasoning import local_reasoner
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.prototypes import PrototypeMatcher

AXES = {"假": 0, "休": 0, "钱": 1, "薪": 1, "谁": 2}


def toy_embed(texts: list[str]) -> np.ndarray:
    """Three made-up meaning axes, so the matcher's arithmetic can be checked by hand."""
    out = np.zeros((len(texts), 3), dtype=np.float32)
    for i, t in enumerate(texts):
        for ch, axis in AXES.items():
            out[i, axis] += t.count(ch)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    norms[norms == 0] = 1
    return out / norms


def test_nearest_label_needs_a_clear_lead():
    m = PrototypeMatcher({"请假": ["休假"], "薪资": ["薪水"]}, toy_embed, margin=0.1)
    assert m.nearest("我想休息几天") == "请假"
    assert m.nearest("发多少钱") == "薪资"
    assert m.nearest("休息和薪水") is None  # a tie decides nothing
    assert m.nearest("天气") is None


def test_prototypes_only_decide_when_keywords_are_silent():
    cfg = QASettings(categories=["请假", "薪资"], prototype_margin=0.1)
    r = local_reasoner(cfg, Glossary(), TagDictionary({"请假": ("请假",), "薪资": ("工资",)}), embed=toy_embed)
    assert r.classifier.classify("工资和请假") in {"请假", "薪资"}  # keywords decide
    assert r.classifier.classify("想休几天") == "请假"  # no keyword: the prototype decides
    assert r.classifier.classify("天气如何") == "其他"
    assert local_reasoner(cfg, Glossary(), TagDictionary({})).classifier.classify("想休几天") == "其他"


@pytest.mark.slow
def test_e5_prototypes_route_relations_and_news():
    e5 = E5Embeddings()
    r = local_reasoner(
        QASettings(), Glossary(), TagDictionary.load(), embed=lambda ts: np.stack([e5.embed_query(t) for t in ts])
    )
    assert r.router.route("李明的上级是谁") == "graph"
    assert r.router.route("财务部的负责人是谁") == "graph"
    assert r.router.route("帮我查一下最近的新闻") == "web"
    for q in ("年假有几天", "我需要申请产假，流程是什么？", "新员工入职并领取工资卡", "怎么报销打车费"):
        assert r.router.route(q) == "vector", q
    assert r.router.route("340的15%是多少") == "direct"
