"""Reasoning steps for question answering: interfaces, the local (default) set and the LLM set."""

from __future__ import annotations

from knowdesk.config import QASettings
from knowdesk.ingest.tags import TagDictionary
from knowdesk.reasoning.base import Passage, Reasoner
from knowdesk.reasoning.crosslingual import CrossLingual
from knowdesk.reasoning.formulas import formula_answer
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.hot_check import LocalHotVerifier
from knowdesk.reasoning.local import (
    LocalClassifier,
    LocalDecomposer,
    LocalDirectAnswerer,
    LocalNormalizer,
    LocalRewriter,
    LocalRouter,
    LocalStepsSummarizer,
    TopicTerms,
)
from knowdesk.reasoning.local_answer import LocalChecker, LocalGrader
from knowdesk.reasoning.local_generate import EvidenceSearch, LocalGenerator
from knowdesk.reasoning.lookup import fragments_read, look_up
from knowdesk.reasoning.prototypes import ROUTE_EXAMPLES, Embed, PrototypeMatcher
from knowdesk.reasoning.tables import Siblings


def local_reasoner(cfg: QASettings, glossary: Glossary, tags: TagDictionary, embed: Embed | None = None,
                   cross: CrossLingual | None = None, siblings: Siblings | None = None,
                   search: EvidenceSearch | None = None) -> Reasoner:  # fmt: skip
    """The embedded default: every step deterministic, no model server. With `embed` (the embedder's
    query side), category and route prototypes back up the keyword rules; with `cross`, English
    questions on Chinese documents are judged and read by the multilingual dense model; with
    `siblings`, a table look-up can join a workbook's other sheets; with `search`, a conclusion drawn from a guide
    cites the numbered article stating the same value (`corroborate.py`) and a "找谁" question finds the contact list
    (`contacts.py`)."""
    classifier = LocalClassifier(cfg.categories, tags, cfg.category_keywords)
    router = LocalRouter()

    def reads(question: str, passages: list[Passage]) -> set[str]:
        found = look_up(question, passages, glossary, siblings)
        read = fragments_read(found) if found is not None else set()
        computed = formula_answer(question, passages)  # "月薪6525，国庆加班一天…" reads 日工资的折算 and 300%
        return read | ({passages[i]["fragment_id"] for i, _ in computed.sources} if computed else set())

    if embed is not None:
        examples = {c: classifier.keywords(c) for c in cfg.categories}
        classifier.prototypes = PrototypeMatcher(examples, embed, cfg.prototype_margin)
        router.prototypes = PrototypeMatcher(ROUTE_EXAMPLES, embed, cfg.prototype_margin)
    generator = LocalGenerator(glossary, cfg.max_answer_sentences, cross=cross, siblings=siblings, search=search)
    return Reasoner(
        normalizer=LocalNormalizer(glossary),
        decomposer=LocalDecomposer(TopicTerms(glossary, tags)),
        classifier=classifier,
        router=router,
        grader=LocalGrader(glossary, cfg.relevance_threshold, cross=cross, reads=reads),
        rewriter=LocalRewriter(glossary),
        generator=generator,
        direct=LocalDirectAnswerer(),
        checker=LocalChecker(cfg.support_threshold),
        summarizer=LocalStepsSummarizer(),
        mode="local",
        verifier=LocalHotVerifier(generator),
    )


__all__ = ["Glossary", "Reasoner", "local_reasoner"]
