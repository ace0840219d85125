"""What an admin's review and a user's vote teach the matcher: each decision becomes a labelled pair of its area.

A merge says the duplicate asks what the kept hot question asks (positive), a reject that it does not
(negative); a 👍 on an answer given from a hot-question hit says the asked question was that hot question, a 👎
"not my question" that it was not. The pair's area is the one whose threshold decided (or would decide) the
match, so `knowdesk hot calibrate --from-feedback --area X` learns from what X's matches got right and wrong."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.errors import ConflictError
from knowdesk.hot.labels import HotLabels

if TYPE_CHECKING:
    from knowdesk.hot.core import HotQuestionsCore
    from knowdesk.stores.contracts.hot import HotQuestion

NOT_MY_QUESTION = "not_my_question"  # the 👎 reason that says the hot-question hit was the wrong question


def _review_key(source: str, target: str) -> str:
    return f"review:{source}:{target}"  # a later merge or reject of the same pair replaces the earlier word


def merge(hot: HotQuestionsCore, labels: HotLabels, source: str, target: str, admin: str = "") -> HotQuestion:
    """Merge `source` into `target` (counts add up, the source is retired) and label the pair the same."""
    src, dst = hot.get(source), hot.get(target)  # type: ignore[attr-defined]
    merged = hot.merge(src.question_id, dst.question_id)  # type: ignore[attr-defined]
    area, _ = hot.area_threshold(dst.business_tags, src.business_tags)
    labels.record(_review_key(src.question_id, dst.question_id), area, src.standard_question, dst.standard_question,
                  True, "merge", admin)  # fmt: skip
    return merged


def reject(hot: HotQuestionsCore, labels: HotLabels, source: str, target: str, admin: str = "") -> str:
    """Say `source` is not a duplicate of `target`: both stay as they are, the pair is labelled different.
    Returns the area the label went to."""
    src, dst = hot.get(source), hot.get(target)  # type: ignore[attr-defined]
    if src.question_id == dst.question_id:
        raise ConflictError("a hot question cannot be rejected as a duplicate of itself")
    area, _ = hot.area_threshold(dst.business_tags, src.business_tags)
    labels.record(_review_key(src.question_id, dst.question_id), area, src.standard_question, dst.standard_question,
                  False, "reject", admin)  # fmt: skip
    return area


def vote(
    labels: HotLabels,
    answer_id: str,
    user: str,
    area: str,
    question: str,
    standard_question: str,
    good: bool,
    reason: str | None = None,
) -> bool:
    """A vote on an answer that came from a hot-question hit (`HotMatch.area`, `.standard_question`).

    👍 labels the pair the same, 👎 "not my question" different; a 👎 for another reason (wrong, outdated,
    incomplete) says nothing about the match, so it withdraws the user's earlier label on that answer. One
    label per user and answer: a changed vote replaces it. Returns whether a label is now stored."""
    key = _vote_key(answer_id, user)
    if not good and (reason or "").strip().lower().replace(" ", "_") != NOT_MY_QUESTION:
        labels.withdraw(key)
        return False
    labels.record(key, area, question, standard_question, good, "vote", user)
    return True


def withdraw_vote(labels: HotLabels, answer_id: str, user: str) -> bool:
    """A vote taken back takes its label with it; False when it had none."""
    return labels.withdraw(_vote_key(answer_id, user))


def _vote_key(answer_id: str, user: str) -> str:
    return f"vote:{answer_id}:{user}"
