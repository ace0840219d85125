"""The exception or condition right after a yes/no verdict, kept in the first line with it.

Rules state a verdict and then the way out of it: "年休假…一般不跨年度安排。确因工作需要不能安排的，经本人同意，可以跨1个
年度安排", "晋升须逐级进行，不得跨级；确有特殊贡献需要跨级晋升的，须报营运总监审批", "在境外远程办公原则上不予批准；确有
需要的，须经…审批". A first line holding the verdict alone says no where the answer is "yes, if…". The sentence or
clause just after the verdict is the rest of the answer when it opens with a condition of its own (确因, 确有, 特殊
情况, 因工作需要, 但, 经…批准, 除…外) and rules again (可以, 须, 方可, 不得…); a clause on another topic ("…不批事假；年假须提前
15天申请") opens with its own subject and is left out. The other case of the same act is kept too ("…有小票的，7天内可以
退。开封了的不退"): a permission under a condition, then the bar outside it.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.verdicts import states_a_verdict

# how an exception or a condition to the rule before it opens
_OPENS_EXCEPTION = re.compile(
    r"(?:但(?:是)?[，,]?|确[因有需]|如确[因有需]|特殊情况|特别(?:优秀|困难|紧急)|因特殊|[如若]?因[^，,。；;]{1,6}需要|"
    r"经[^，,。；;]{1,20}(?:批准|同意|审批)|除[^，,。；;]{1,20}外)"
)
# the exception rules on the same act again: a permission, a duty or a bar
_RULES_AGAIN = re.compile(r"可以|可|须|方可|应当|准予|允许|不得|不予|除外|批准|同意|审批")
# where a new article or item starts: what follows it is another rule, not this one's exception
_NEW_RULE = re.compile(r"^\s*(?:第[一二三四五六七八九十百零\d]+[条章节]|[（(]?[一二三四五六七八九十\d]+[）)、.．])")
_NUMBERING = re.compile(r"^\s*(?:第[一二三四五六七八九十百零\d]+[条章节]|[（(]?[一二三四五六七八九十\d]+[）)、.．])\s*")
_SENTENCE = re.compile(r"[^。！!？?]+[。！!？?]?")
_CLAUSE_START = re.compile(r"^[，,；;。\s]+")
MAX_EXCEPTION = 90  # characters: a longer sentence is a rule of its own, not the verdict's proviso


# a permission and a bar, with the act's first character after them ("可以退", "不退"): the other case of one act
_ALLOWS = re.compile(r"(?:可以|允许|准予|方可)(?P<act>[\u4e00-\u9fff])")
_DENIES = re.compile(r"(?:不得|不予|不能|不可|禁止|严禁|不)(?P<act>[\u4e00-\u9fff])")


def _acts(pattern: re.Pattern[str], text: str) -> set[str]:
    return {m.group("act") for m in pattern.finditer(text)}


def _other_case(verdict: str, sentence: str) -> bool:
    """`sentence` rules the other way on the act `verdict` rules on: "…有小票的，7天内可以退" and "开封了的不退"."""
    return bool(
        _acts(_ALLOWS, verdict) & _acts(_DENIES, sentence) or _acts(_DENIES, verdict) & _acts(_ALLOWS, sentence)
    )


def _exception_in(text: str, verdict: str) -> str:
    """The first sentence of `text` when it is an exception or condition ruling again, or the other case of the act
    `verdict` rules on, else ""."""
    text = _CLAUSE_START.sub("", text)
    if not text or _NEW_RULE.match(text):
        return ""
    first = _SENTENCE.match(text)
    sentence = first.group().strip() if first else ""
    # up to its semicolon: the part after it ("…须报营运总监审批；副店长…") rules on something else
    sentence = re.split(r"(?<=[；;])", sentence, maxsplit=1)[0]
    excepts = bool(_OPENS_EXCEPTION.match(sentence)) and _RULES_AGAIN.search(sentence) is not None
    if not (excepts or _other_case(verdict, sentence)) or len(sentence) > MAX_EXCEPTION:
        return ""
    return sentence.rstrip("；;。").strip()


def _rule_before(preceding: str) -> str:
    """The verdict an exception is an exception to: the last sentence of `preceding` (the sentence before it in the
    same rule) when it states one, cut to its last clause stating it when long; "" when it states none."""
    sentences = [m.group().strip() for m in _SENTENCE.finditer(preceding) if m.group().strip()]
    last = _NUMBERING.sub("", sentences[-1]).rstrip("。；;").strip() if sentences else ""
    if not states_a_verdict(last) or _OPENS_EXCEPTION.match(last):
        return ""
    if len(last) > MAX_EXCEPTION:
        last = next((c for c in reversed(re.split(r"[，,；;]", last)) if states_a_verdict(c)), "")
    return last


def with_exception(line: str, sentence: str, following: str = "", preceding: str = "") -> str:
    """`line`, a yes/no conclusion cut from `sentence`, with the exception or condition that comes right after it
    (the rest of `sentence`, else `following`, the next sentence of the same rule) appended; when `line` is itself
    the exception, the verdict before it (`preceding`, the sentence before in the same rule) put first. `line`
    unchanged when it states no verdict or nothing beside it completes it."""
    core = line.rstrip("。").strip()
    if _OPENS_EXCEPTION.match(core) and preceding:  # "确因…，可以顺延1个月" answers only with the rule it bends
        rule = _rule_before(preceding)
        return f"{rule}；{core}。" if rule and rule not in core else line
    if not core or not states_a_verdict(core):
        return line
    at = sentence.find(core)
    if at < 0:
        return line
    rest = sentence[at + len(core) :]
    exception = _exception_in(rest, core) if _CLAUSE_START.sub("", rest) else _exception_in(following, core)
    if not exception or exception in core:
        return line
    return f"{core}；{exception}。"


__all__ = ["with_exception"]
