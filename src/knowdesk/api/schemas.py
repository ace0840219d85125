"""Request bodies (responses are plain JSON objects described in each route's docstring)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Name = Field(min_length=1, max_length=100)


class ValidityChoice(BaseModel):
    """Which versions of the documents answer (issue 23.5): `/chat` and, as extra body fields, `/v1`."""

    as_of: str | None = Field(
        None, pattern=r"^\d{4}-\d{2}-\d{2}$",
        description="answer from the documents in force on this day (YYYY-MM-DD); default today, or a day the question names",
    )  # fmt: skip
    include_expired: bool = Field(False, description="also repealed or expired documents (cited as 已废止)")


class ChatRequest(ValidityChoice):
    question: str = Field(
        min_length=1, description="the employee's question, at most `limits.max_question_chars` (2000) characters"
    )
    kb: str | None = Field(None, max_length=100, description="knowledge base; default: all you may ask")
    group: str | None = Field(None, max_length=100, description="knowledge group instead of one knowledge base")
    conversation_id: str | None = Field(
        None,
        pattern=r"^[\w-]{1,64}$",
        description="the conversation to continue, or a new id of your choosing (e.g. a UUID) to start one that "
        "is remembered and listed; without it the question is answered on its own and no conversation is kept (the answer is, for its vote)",
    )
    regenerate: bool = Field(
        False, description="answer the conversation's last question again, replacing its answer (needs conversation_id)"
    )


class ConversationRename(BaseModel):
    title: str = Field(min_length=1, max_length=80)


class Feedback(BaseModel):
    rating: Literal["up", "down", ""] = Field(description="'' takes the feedback back")


class AnswerVote(BaseModel):
    rating: Literal["good", "bad"]
    reason: Literal["", "wrong", "outdated", "incomplete", "not_my_question"] = Field(
        "", description="why an answer is bad (ignored for good)"
    )


class KBCreate(BaseModel):
    name: str = Field(min_length=1, max_length=100, pattern=r"^[^/\\\x00]+$")
    description: str = Field("", max_length=500)


class GroupCreate(BaseModel):
    name: str = Field(min_length=1, max_length=100, pattern=r"^[^/\\\x00]+$")
    kbs: list[str] = Field(min_length=1, max_length=100)
    description: str = Field("", max_length=500)


class HotCreate(BaseModel):
    question: str = Field(min_length=1, max_length=500)
    tags: list[str] | None = None
    answer: str | None = Field(None, max_length=5000)
    status: Literal["active", "candidate"] = "active"


class HotEdit(BaseModel):
    question: str | None = Field(None, min_length=1, max_length=500)
    tags: list[str] | None = None
    answer: str | None = Field(None, max_length=5000, description="'' clears the summary")


class HotMerge(BaseModel):
    source: str = Field(min_length=4, max_length=64, description="the duplicate (retired)")
    target: str = Field(min_length=4, max_length=64, description="keeps both counts")


class HotCalibrateLabels(BaseModel):
    area: str = Field(min_length=1, max_length=100, description="business area whose stored labelled pairs calibrate")
    target_precision: float = Field(0.9, ge=0, le=1)
    dry_run: bool = False


class AssessmentStart(BaseModel):
    kb: str | None = Field(None, max_length=100)
    group: str | None = Field(None, max_length=100)
    questions: int | None = Field(None, ge=1, le=10)
    strategy: Literal["auto", "full", "rag", "cluster", "weighted", "summary"] | None = None
    language: Literal["zh", "en"] | None = None


class AssessmentAnswer(BaseModel):
    answer: str = Field(min_length=1, max_length=5000)


Password = Field(min_length=8, max_length=256)


class UserCreate(BaseModel):
    name: str = Field(min_length=1, max_length=64, pattern=r"^[\w.@-]+$")
    role: Literal["employee", "admin"] = "employee"
    sensitive: bool = False
    password: str | None = Field(None, min_length=8, max_length=256, description="for web sign-in (optional)")


class UserUpdate(BaseModel):
    role: Literal["employee", "admin"] | None = None
    sensitive: bool | None = None
    password: str | None = Field(
        None, min_length=8, max_length=256, description="a new password; ends the user's web sessions"
    )


class Login(BaseModel):
    """Either a user name and password, or an API token (the page signs in with it once; the token is not kept)."""

    name: str | None = Field(None, min_length=1, max_length=64)
    password: str | None = Field(None, min_length=1, max_length=256)
    token: str | None = Field(None, min_length=1, max_length=200)


class PasswordChange(BaseModel):
    current_password: str = Field("", max_length=256, description="'' when the account has no password yet")
    new_password: str = Password


class Grant(BaseModel):
    kb: str = Field(min_length=1, max_length=100, description="knowledge base name, or * for all")
    permission: Literal["ask", "manage"] | None = Field(None, description="null removes the grant")


class ChatMessage(BaseModel):
    role: Literal["system", "user", "assistant", "tool", "developer"]
    content: str | list[dict] | None = None


class StreamOptions(BaseModel):
    include_usage: bool = False


class ChatCompletionRequest(ValidityChoice):
    model: str = Field(min_length=1, max_length=200, description="a knowledge base name, or 'knowdesk' for all")
    messages: list[ChatMessage] = Field(min_length=1, max_length=200)
    stream: bool = False
    stream_options: StreamOptions | None = Field(
        None, description="`include_usage: true`: a last chunk (empty choices) carries the usage, as OpenAI's"
    )
    temperature: float | None = None
    max_tokens: int | None = None
    user: str | None = None


class DocumentDatesBody(BaseModel):
    document: str = Field(min_length=1, max_length=1000, description="the document's name, file name, path or id")
    effective_from: str | None = Field(None, max_length=10, description="in force from (YYYY-MM-DD; '' opens it)")
    effective_until: str | None = Field(None, max_length=10, description="first day out of force ('' opens it)")
    clear: bool = Field(False, description="forget the admin's dates: back to what the text says")
