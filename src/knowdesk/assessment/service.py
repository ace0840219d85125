"""AssessmentService: the Python API the CLI and the HTTP layer use (seed 001's endpoints).

start() extracts the material and records a session; stream()/answer() drive the graph and
yield plain-dict events (processStep, questions, question, feedback, report); the interview's
state lives in checkpoints (SQLite, or PostgreSQL in server mode), so any process can continue any session.
Its parts (`AssessmentParts`: session store, checkpointer, examiner, material source) are chosen by `app.py`.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from langgraph.types import Command

from knowdesk.assessment import labels as P
from knowdesk.assessment.material import STRATEGIES, MaterialBuilder, MaterialSource
from knowdesk.config import AssessmentSettings
from knowdesk.errors import ConflictError
from knowdesk.graphs.assessment import AssessmentContext, Examiner, build_graph
from knowdesk.stores.contracts.assessment import AssessmentSessions

Event = dict[str, Any]


RECENT_SESSIONS = 3  # a user's last assessments whose knowledge points the next one avoids


def public_question(q: dict[str, Any], language: str) -> dict[str, Any]:
    """What a candidate may see of a question before answering: no reference, key facts or sources."""
    return {"id": q["id"], "question": q["question"], "knowledge_point": q["knowledge_point"],
            "difficulty": q["difficulty"], "difficulty_label": P.difficulty_label(q["difficulty"], language)}  # fmt: skip


@dataclass
class AssessmentParts:
    """What the service uses; `app.py` builds it (`Knowdesk.assessment_parts`), choosing the backends and the
    examiner. The checkpointer and the examiner are built when first needed."""

    cfg: AssessmentSettings
    language: str  # a new session's and `assess grade`'s language when none is given
    sessions: AssessmentSessions  # either database: any worker continues any session
    material: MaterialSource
    resolve_scope: Callable[[str | None, str | None], list[str] | None]  # (kb, group) → the bases
    checkpointer: Callable[[], Any]  # the interview's checkpoints (a SQLite file, or PostgreSQL)
    examiner: Callable[[], Examiner]  # local, or the chat model's with the local one as its fallback


class AssessmentService:
    def __init__(self, parts: AssessmentParts) -> None:
        self.parts = parts
        self.cfg = parts.cfg
        self.sessions = parts.sessions

    # ------------------------------------------------------------ parts
    @cached_property
    def graph(self) -> Any:
        return build_graph().compile(checkpointer=self.parts.checkpointer())

    @cached_property
    def examiner(self) -> Examiner:
        return self.parts.examiner()

    def close(self) -> None:
        if "graph" in self.__dict__:
            self.graph.checkpointer.conn.close()

    def _config(self, sid: str) -> dict[str, Any]:
        return {"configurable": {"thread_id": sid}}

    def _context(self) -> AssessmentContext:
        return AssessmentContext(examiner=self.examiner, follow_up_below=self.cfg.follow_up_below)

    # ------------------------------------------------------------ API
    def start(self, kb: str | None = None, group: str | None = None, user: str = "anonymous",
              n_questions: int | None = None, strategy: str | None = None, language: str | None = None) -> str:  # fmt: skip
        """Extract the material for a KB or group and record a new session; returns its id."""
        if not kb and not group:
            raise ConflictError("choose a knowledge base (--kb) or a knowledge group (--group)")
        strategy = strategy or self.cfg.strategy
        if strategy not in STRATEGIES:
            raise ConflictError(f"unknown strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
        kbs = self.parts.resolve_scope(kb, group) or []
        seed = secrets.randbits(31)  # every assessment draws anew; what varies it is recorded in the session
        material = MaterialBuilder(self.parts.material, self.cfg).build(kbs, strategy, seed=seed)
        language = language or self.parts.language
        n = n_questions or self.cfg.questions
        info = {**material.to_dict(), "items": material.items, "n_questions": n, "plan": self._plan(user, seed)}
        return self.sessions.create(user, kb, group, language, material.strategy, info)

    def _plan(self, user: str, seed: int) -> dict[str, Any]:
        """Points this user was asked in the last assessments (avoided) and in the very last one (never repeated)."""
        recent = self.sessions.recent_questions(user, RECENT_SESSIONS)
        points = [[p for q in qs for p in q.get("points", [])] for qs in recent]
        return {
            "seed": seed,
            "avoid": sorted({p for ps in points for p in ps}),
            "previous": points[0] if points else [],
        }

    def stream(self, sid: str) -> Iterator[Event]:
        """Run a new session to its first question, or re-emit the pending question of a running one.

        An unknown session raises here, at call time; the events come lazily from the iterator.
        """
        return self._stream(self.sessions.get(sid))

    resume = stream

    def _stream(self, session: dict[str, Any]) -> Iterator[Event]:
        sid = session["id"]
        snapshot = self.graph.get_state(self._config(sid))
        if not snapshot.values:
            yield {"type": "processStep", "step": "generate", "message": P.step("generate", session["language"])}
            m = session["material"]
            inputs = {"material": m["items"], "n_questions": m["n_questions"], "language": session["language"],
                      "max_follow_ups": self.cfg.max_follow_ups, "plan": m.get("plan", {})}  # fmt: skip
            yield from self._run(sid, inputs, session["language"])
            return
        pending = self.pending(sid)
        if pending:
            yield {"type": "question", "session_id": sid, **pending}
        elif snapshot.next:  # the process died inside a step: finish it from the last checkpoint
            yield from self._run(sid, None, session["language"])
        elif session["status"] == "done":
            yield {"type": "report", "session_id": sid, "markdown": session["report"], "report": session["report_json"]}

    def answer(self, sid: str, text: str) -> Iterator[Event]:
        """Grade an answer and continue to the next question, follow-up or report."""
        session = self.sessions.get(sid)
        if not self.pending(sid):
            raise ConflictError(f"session {sid} is not waiting for an answer (status: {session['status']})")
        return self._answer(sid, text, session["language"])

    def _answer(self, sid: str, text: str, language: str) -> Iterator[Event]:
        yield {"type": "processStep", "step": "grade", "message": P.step("grade", language)}
        yield from self._run(sid, Command(resume=text), language)

    def pending(self, sid: str) -> dict[str, Any] | None:
        snapshot = self.graph.get_state(self._config(sid))
        for task in snapshot.tasks:
            for it in task.interrupts:
                return dict(it.value)
        return None

    def state(self, sid: str) -> dict[str, Any]:
        """The session row plus the live interview (messages, scores, pending question)."""
        values = self.graph.get_state(self._config(sid)).values or {}
        session = self.sessions.get(sid)
        session.pop("material", None)
        keys = ("current_question_index", "messages", "feedback_history", "scores", "follow_up_counts")
        return {**session, **{k: values.get(k) for k in keys}, "pending": self.pending(sid)}

    def history(self, user: str | None = None) -> list[dict[str, Any]]:
        """Past assessments, newest first, with the level in each session's language."""
        rows = self.sessions.list(user)
        for r in rows:
            r["level_label"] = P.level_label(r["level"], r["language"]) if r.get("level") else None
        return rows

    def grade(self, question: str, reference: str, answers: list[str], language: str | None = None) -> dict[str, Any]:
        """Grade answers to one question against a reference with the examiner in use (`knowdesk assess grade`)."""
        return self.examiner.grade_text(question, reference, answers, language or self.parts.language)

    def report(self, sid: str, fmt: str = "md") -> str | dict[str, Any]:
        session = self.sessions.get(sid)
        if session["status"] != "done":
            raise ConflictError(f"session {sid} has no report yet (status: {session['status']})")
        return session["report"] if fmt == "md" else session["report_json"]

    # ------------------------------------------------------------ driving the graph
    def _run(self, sid: str, inputs: Any, language: str) -> Iterator[Event]:
        config = self._config(sid)
        asked: list[Event] = []
        stream = self.graph.stream(inputs, config, context=self._context(), stream_mode="updates", durability="sync")
        for chunk in stream:
            for node, update in chunk.items():
                if node == "__interrupt__":  # shown once the run has ended and its checkpoint is on disk
                    asked.extend({"type": "question", "session_id": sid, **it.value} for it in update)
                elif node == "generate":
                    self.sessions.update(sid, questions=update["questions"], status="in_progress")
                    yield {"type": "questions", "session_id": sid,
                           "questions": [public_question(q, language) for q in update["questions"]]}  # fmt: skip
                elif node == "grade":
                    yield from self._graded(sid, update, language)
                elif node == "analyze":
                    report = update["report"]
                    values = self.graph.get_state(config).values
                    self.sessions.update(sid, status="done", scores=values["scores"], total=report["overall"],
                                         level=report["level"], report=report["markdown"], report_json=report)  # fmt: skip
                    yield {"type": "report", "session_id": sid, "markdown": report["markdown"], "report": report}
        if asked:
            self.sessions.update(sid, status="in_progress")
        yield from asked

    def _graded(self, sid: str, update: dict[str, Any], language: str) -> Iterator[Event]:
        fb = update["feedback_history"][-1]
        self.sessions.update(sid, scores=update["scores"])
        yield {"type": "feedback", "session_id": sid, **fb}
        values = self.graph.get_state(self._config(sid)).values
        if fb["follow_up"]:
            yield {"type": "processStep", "step": "follow_up", "message": P.step("follow_up", language)}
        elif fb["question_index"] + 1 < len(values["questions"]):
            yield {"type": "processStep", "step": "next", "message": P.step("next", language)}
        else:
            yield {"type": "processStep", "step": "analyze", "message": P.step("analyze", language)}
