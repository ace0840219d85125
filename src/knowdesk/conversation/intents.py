"""Seed 000's main-loop intents, decided before the graph runs: exit, steps, "XXX是谁", follow-ups.

English questions have their own steps and "who is" forms; follow-up completion stays Chinese."""

from __future__ import annotations

import re
from typing import Protocol

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import borrow_question
from knowdesk.relations.base import GraphScope
from knowdesk.text.language import language_of
from knowdesk.text.person_names import looks_like_a_name
from knowdesk.text.tokenize import content_words

EXIT_WORDS = frozenset({"exit", "quit", "退出"})
STEPS = re.compile(r"流程|步骤|怎么做|重点|简洁")
# what a bare request to restate the last answer may say besides the steps words ("请给我详细步骤", "说重点",
# "能不能简洁一点"); a request with any other word in it ("安全违规罚款是怎么个处理流程") asks about that
_REQUEST = re.compile(
    r"流程|步骤|怎么做|重点|简洁|简单|详细|具体|一点|一些|一下|请|麻烦|帮我|帮忙|给我|给|我|说说?|讲讲?|列出?|列个|"
    r"写成|改成|整理|总结|分条|按|逐条|一步一步|上面|刚才|这个|那个|它|的|地|个|再|能不能|能否|可以|可否|吗|呢|吧|呀|啊|"
    r"是|什么|哪些|把|成|出来|来|那|就|只|要|以上|内容|回答|答案|[，,。.？?！!\s]"
)
STEPS_EN = re.compile(r"\b(steps?|key points?|summar(y|ize|ise)|briefly|in short)\b", re.IGNORECASE)
# what a bare English request for steps may say besides the steps words (anything else is its own topic)
_REQUEST_WORDS = frozenset(["give", "me", "please", "just", "show", "list", "make", "brief", "main", "key", "point", "points", "step", "steps", "summary", "summarize", "summarise", "briefly", "short"])  # fmt: skip
ENTITY = re.compile(r"^(?P<entity>.+?)是谁\s*[?？]?$")
ENTITY_EN = re.compile(r"^who\s+is\s+(?P<entity>.+?)\s*\??$", re.IGNORECASE)
FOLLOW_UP = re.compile(
    r"^(?:(?:那么|那|还有|如果是|换成|至于)\s*(?P<topic>.{1,16}?)\s*(?:呢|怎么样|怎么算|如何)?|(?P<bare>.{1,10}?)\s*呢)\s*[?？]?$"
)
# a bare "…呢" is a follow-up only when it names a topic and asks nothing of its own ("工资几号发呢" asks)
_ASKS_ITSELF = re.compile(r"什么|怎么|怎样|如何|多少|多久|几|哪|谁|吗|是否|能否|可否|能不能|可以|为何|为什么")


def is_exit(text: str) -> bool:
    return text.strip().lower() in EXIT_WORDS


def wants_steps(text: str, has_topic: bool) -> bool:
    """A request to restate earlier answers as steps; "产假流程是什么" has its own topic, so it is a question
    (in English: "Give me the steps" is a request, "What are the steps to request a laptop?" a question)."""
    if language_of(text) == "en":
        return bool(STEPS_EN.search(text)) and set(content_words(text)) <= _REQUEST_WORDS
    return bool(STEPS.search(text)) and not has_topic and not _REQUEST.sub("", text)


def entity_of(text: str) -> str | None:
    m = ENTITY.match(text.strip()) or ENTITY_EN.match(text.strip())
    return m.group("entity").strip() if m else None


# a role or a duty rather than a name: "负责开通邮箱的是谁", "IT部经理是谁", "班前会上讲评安全情况的是谁"
_ROLE = re.compile(
    r"负责|审批|批准|签发|组织|管理|主持|联系|对接|接收|处理|办理|解释|经理|主管|总监|主任|组长|班长|室长|领导|上级|下属|"
    r"委员会|中心|办公室|[在给由向]|[部处科课组室]$|"
    # the head of an office or unit ("人事处处长", "科研院院长", "教务处副处长"), a secretary, a chair
    r"[处科院校部厂店局所馆行社会站系队股]长$|书记$|主席$|负责人$|秘书$"
)
_ROLE_EN = re.compile(
    r"\b(?:the|a|an|our|my|in charge|responsible|manager|head|director|lead|contact|approver)\b", re.I
)


def names_someone(entity: str) -> bool:
    """Whether "XXX是谁" asks about a named person ("李明是谁", "李明的上级是谁": 李明) rather than a role, a duty or a
    place's post ("厂里的出纳", "杭州门店的店长"): only an unknown name is refused without an answer naming it (seed
    000's short-circuit); who holds a role is looked up in the documents like any question."""
    subject = entity.split("的", 1)[0].strip()
    if not subject:
        return False
    if language_of(subject) == "en":
        return not _ROLE_EN.search(subject) and all(w[:1].isupper() for w in subject.split())
    return not _ROLE.search(subject) and looks_like_a_name(subject)


class EntityResolver(Protocol):
    """Answers "XXX是谁" from what `scope` (the asker's knowledge bases and rights) may read."""

    def who_is(self, entity: str, scope: GraphScope) -> str | None: ...


class NoEntities:
    def who_is(self, entity: str, scope: GraphScope) -> str | None:
        return None


def complete_follow_up(text: str, previous: str | None, glossary: Glossary) -> str:
    """Complete "那病假呢？" after "年假有几天" into "病假有几天"; anything else is returned unchanged."""
    m = FOLLOW_UP.match(text.strip())
    if not m or not previous:
        return text
    topic = (m.group("topic") or m.group("bare") or "").strip()
    if not topic or (m.group("bare") and _ASKS_ITSELF.search(topic)):
        return text
    return borrow_question(topic, previous, glossary)
