"""Pydantic shapes of the LLM's structured answers (one per step that returns structure)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class NormalizedQuestion(BaseModel):
    question: str = Field(min_length=1, description="the standardized question")


class SubQuestions(BaseModel):
    questions: list[str] = Field(min_length=1, description="independent sub-questions")


class CategoryLabel(BaseModel):
    category: str = Field(min_length=1)


class RouteDecision(BaseModel):
    route: Literal["vector", "graph", "web", "direct"]
    reasoning: str = ""


class GradeDoc(BaseModel):
    score: Literal["relevant", "irrelevant"]


class SameQuestion(BaseModel):
    same: bool


class RewrittenQuery(BaseModel):
    query: str = Field(min_length=1)


class HallucinationCheck(BaseModel):
    grounded: Literal["yes", "no"]
    unsupported: list[str] = Field(default_factory=list)


class HotAnswer(BaseModel):
    conflict: bool
    answer: str = Field(min_length=1)
