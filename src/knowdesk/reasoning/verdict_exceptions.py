"""The exception or condition right after a yes/no verdict, kept in the first line with it.

Rules state a verdict and then the way out of it: "年休假…一般不跨年度安排。确因工作需要不能安排的，经本人同意，可以跨1个
年度安排", "晋升须逐级进行，不得跨级；确有特殊贡献需要跨级晋升的，须报营运总监审批", "在境外远程办公原则上不予批准；确有
需要的，须经…审批". A first line holding the verdict alone says no where the answer is "yes, if…". The sentence or
clause just after the verdict is the rest of the answer when it opens with a condition of its own (确因, 确有, 特殊
情况, 因工作需要, 但, 经…批准) and rules again after it (可以, 须, 方可, 不得…); a clause on another topic ("…不批事假；年假须
提前15天申请") opens with its own subject and is left out. The other case of the same act is kept too ("…有小票的，7天内
可以退。开封了的不退"): a permission under a condition, then the bar outside it, on the same act word. An exception chosen
alone gets the verdict before it only when that verdict is in the same article and shares a word with it; a lead-in
ending in a colon, a table row, or a line grown past MAX_LINE is left as it was.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.verdicts import _VERDICT, states_a_verdict

# how an exception or a condition to the rule before it opens ("除…外" is not one: "除上述调整外，其他标准不变" narrows
# the sentence's own subject, it does not bend the rule before)
_OPENS_EXCEPTION = re.compile(
    r"(?:但(?:是)?[，,]?|确[因有需]|如确[因有需]|特殊情况|特别(?:优秀|困难|紧急)|因特殊|[如若]?因[^，,。；;]{1,6}需要|"
    r"经[^，,。；;]{0,20}(?:批准|同意|审批))"
)
# the exception rules on the same act again, after its opener: a permission, a duty or a bar (not a bare 可: 可能, 可靠)
_RULES_AGAIN = re.compile(r"可以|可[由在凭申]|须|方可|应当|准予|允许|不得|不予|除外|批准|同意|审批")
# where a new article or item starts: what follows it is another rule, not this one's exception
_NUMBERING = re.compile(r"^\s*(?:第[一二三四五六七八九十百零\d]+[条章节]|[（(]?[一二三四五六七八九十\d]+[）)、.．])\s*")
_SENTENCE = re.compile(r"[^。！!？?]+[。！!？?]?")
_CLAUSE_START = re.compile(r"^[，,；;。\s]+")
_LEAD_IN = re.compile(r"[：:]\s*$")  # "确需调整的，按以下规定办理：" introduces a list, it is no answer
MAX_EXCEPTION = 90  # characters: a longer sentence is a rule of its own, not the verdict's proviso
MAX_LINE = 120  # characters: the verdict and its exception together; longer, the verdict stands alone

_ALLOWING = frozenset(["可以", "允许", "准予"])
_ONLY = frozenset(["只能", "仅能", "只可", "仅限"])
_ACT = re.compile(r"[\u4e00-\u9fff]+")


def _acts(text: str, allowing: bool) -> set[str]:
    """The acts `text` allows (or bars), each as the run of Chinese characters after the verdict word up to the
    clause's end, its closing 的 dropped: 退 of "可以退", 提供发票 of "不提供发票的"."""
    acts = set()
    for m in _VERDICT.finditer(text):
        if m.group() in _ONLY or (m.group() in _ALLOWING) != allowing:
            continue
        run = _ACT.match(text, m.end())
        if run:
            acts.add(run.group().removesuffix("的"))
    return acts


def _same_act(a: str, b: str) -> bool:
    """One act named twice: the same word, or one the other's start when both are at least a word long."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 2 and long_.startswith(short) and len(long_) - len(short) <= 1


def _other_case(verdict: str, sentence: str) -> bool:
    """`sentence` rules the other way on the act `verdict` rules on: "…有小票的，7天内可以退" and "开封了的不退"."""
    pairs = [
        (a, b) for allowing in (True, False) for a in _acts(verdict, allowing) for b in _acts(sentence, not allowing)
    ]
    return any(_same_act(a, b) for a, b in pairs)


def _is_table_row(text: str) -> bool:
    return text.lstrip().startswith("|")


_COMMON = frozenset("的了和与及或等在为是有个人员工者")  # words of any rule: sharing them is no shared topic


def _words(text: str) -> set[str]:
    """The content characters of `text` outside its verdict words: 月 of "一般不跨月" and of "可以顺延1个月"."""
    cleaned = _VERDICT.sub(" ", _NUMBERING.sub("", text))
    return {c for run in _ACT.findall(cleaned) for c in run} - _COMMON


def _excepts(sentence: str) -> bool:
    """`sentence` opens with an exception or condition and rules again after the opener's own words."""
    opener = _OPENS_EXCEPTION.match(sentence)
    return opener is not None and _RULES_AGAIN.search(sentence, opener.end()) is not None


def _exception_in(text: str, verdict: str) -> str:
    """The first sentence of `text` when it is an exception or condition ruling again, or the other case of the act
    `verdict` rules on, else ""."""
    text = _CLAUSE_START.sub("", text)
    if not text or _NUMBERING.match(text) or _is_table_row(text):
        return ""
    first = _SENTENCE.match(text)
    sentence = first.group().strip() if first else ""
    # up to its semicolon: the part after it ("…须报营运总监审批；副店长…") rules on something else
    sentence = re.split(r"(?<=[；;])", sentence, maxsplit=1)[0]
    # up to its colon: what follows ("可以申请公司加密U盘：在OA提交…") is the procedure, not the ruling
    sentence = re.split(r"[：:]", sentence, maxsplit=1)[0]
    if not (_excepts(sentence) or _other_case(verdict, sentence)) or len(sentence) > MAX_EXCEPTION:
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


def _joined(verdict: str, exception: str, line: str) -> str:
    joined = f"{verdict}；{exception}。"
    return joined if len(joined) <= MAX_LINE else line


def with_exception(line: str, sentence: str, following: str = "", preceding: str = "") -> str:
    """`line`, a yes/no conclusion cut from `sentence`, with the exception or condition that comes right after it
    (the rest of `sentence`, else `following`, the next sentence of the same rule) appended; when `line` is itself
    the exception, the verdict before it (`preceding`, the sentence before in the same article, sharing a word with it)
    put first. `line` unchanged when it states no verdict or nothing beside it completes it."""
    if _is_table_row(sentence) or _is_table_row(following) or _is_table_row(preceding):
        return line
    core = line.rstrip("。").strip()
    if _OPENS_EXCEPTION.match(core) and preceding:  # "确因…，可以顺延1个月" answers only with the rule it bends
        if _NUMBERING.match(sentence) or _LEAD_IN.search(core):
            return line  # 第十六条 opens another rule: 第十五条's verdict is not the one it bends
        rule = _rule_before(preceding)
        if not rule or rule in core or not _words(rule) & _words(core):
            return line
        return _joined(rule, core, line)
    if not core or not states_a_verdict(core):
        return line
    at = sentence.find(core)
    if at < 0:
        return line
    rest = sentence[at + len(core) :]
    exception = _exception_in(rest, core) if _CLAUSE_START.sub("", rest) else _exception_in(following, core)
    if not exception or exception in core:
        return line
    return _joined(core, exception, line)


__all__ = ["with_exception"]
