"""👍/👎 on an answer (issue 23.1): one vote per user and answer, changeable; a 👎 puts the question in the
unanswered-question queue of the bases it was asked over, and taking the 👎 back takes it out again.

The answer is the transcript's message (question, answer, citations, routes, bases, area, the hot question it
was served from), so the vote needs no second copy of it. A vote on an answer served from a hot question also
labels that match for its area (issue 23.3: 👍 the same question, 👎 "not my question" a different one;
`hot/review.py`), which `knowdesk hot calibrate --from-feedback` learns from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from knowdesk.conversation.transcript import Message, Transcript, Vote
from knowdesk.errors import NotFoundError
from knowdesk.gaps.queue import GapQueue
from knowdesk.hot import review
from knowdesk.hot.labels import HotLabels

OPENAI_PREFIX = "chatcmpl-"  # /v1 answers are named like OpenAI's completions; the rest is the answer id


def answer_id(text: str) -> str:
    """An answer id as a client may send it: the id itself, or a /v1 completion's `id`."""
    return text.removeprefix(OPENAI_PREFIX)


@dataclass
class AnswerFeedback:
    transcript: Transcript
    gaps: GapQueue
    conversation_owner: Callable[[str], str | None]
    labels: HotLabels | None = None  # where votes on hot-question answers become labelled pairs

    def answer_of(self, message_id: str, user: str) -> Message:
        """The answer, when `user` asked it (anyone else: not found, as if it did not exist)."""
        try:
            msg = self.transcript.get(answer_id(message_id))
        except NotFoundError:
            msg = None
        asker = (msg.asker or (msg.conversation_id and self.conversation_owner(msg.conversation_id))) if msg else None
        if msg is None or asker != user:
            raise NotFoundError(f"answer {message_id!r} does not exist")
        return msg

    def give(self, message_id: str, user: str, rating: str, reason: str = "") -> Vote:
        msg = self.answer_of(message_id, user)
        old = self.transcript.vote(msg.id, user, rating, reason if rating == "bad" else "")
        was_bad = old is not None and old.rating == "bad"
        if rating == "bad" and not was_bad:
            kbs = msg.kbs or list(dict.fromkeys(c["kb"] for c in msg.citations if c.get("kb")))
            self.gaps.add(kbs, msg.question, "feedback", msg.answer, asked_by=user, message_id=msg.id)
        elif rating != "bad" and was_bad:
            self.gaps.store.withdraw(msg.id)
        if self.labels is not None and msg.hot_question_id:
            review.vote(self.labels, msg.id, user, msg.hot_area, msg.question, msg.hot_question, rating == "good",
                        reason)  # fmt: skip
        return Vote(msg.id, user, rating, reason if rating == "bad" else "")

    def take_back(self, message_id: str, user: str) -> None:
        msg = self.answer_of(message_id, user)
        old = self.transcript.unvote(msg.id, user)
        if old is not None and old.rating == "bad":
            self.gaps.store.withdraw(msg.id)
        if self.labels is not None and msg.hot_question_id:
            review.withdraw_vote(self.labels, msg.id, user)
