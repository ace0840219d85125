"""Reasoning steps for question answering: interfaces, the local (default) set and the LLM set."""

from __future__ import annotations

from knowdesk.config import QASettings
from knowdesk.ingest.tags import TagDictionary
from knowdesk.reasoning.base import Reasoner
from knowdesk.reasoning.glossary import Glossary
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
from knowdesk.reasoning.local_answer import LocalChecker, LocalGenerator, LocalGrader


def local_reasoner(cfg: QASettings, glossary: Glossary, tags: TagDictionary) -> Reasoner:
    """The embedded default: every step deterministic, no model server."""
    return Reasoner(
        normalizer=LocalNormalizer(glossary),
        decomposer=LocalDecomposer(TopicTerms(glossary, tags)),
        classifier=LocalClassifier(cfg.categories, tags, cfg.category_keywords),
        router=LocalRouter(),
        grader=LocalGrader(glossary, cfg.relevance_threshold),
        rewriter=LocalRewriter(glossary),
        generator=LocalGenerator(glossary, cfg.max_answer_sentences),
        direct=LocalDirectAnswerer(),
        checker=LocalChecker(cfg.support_threshold),
        summarizer=LocalStepsSummarizer(),
        mode="local",
    )


__all__ = ["Glossary", "Reasoner", "local_reasoner"]
