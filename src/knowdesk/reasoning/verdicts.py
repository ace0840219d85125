"""Whether a sentence gives the yes or no a question asks for.

"三类会议能安排住宿吗" is answered by "三类会议不安排住宿", "出差打车的钱能单独报销吗" by "…不再另行报销", "寒假里还发助教
津贴吗" by "寒暑假不发放助教津贴": a negation or a permission standing right before the act the question asks about.
A sentence that only shares the question's topic ("工作餐标准为每人次不超过120元") says neither. The local answer ranks
a sentence giving the verdict above its neighbours for a yes/no question (`local_generate.py`).
"""

from __future__ import annotations

import re

from knowdesk.text.a_not_a import A_NOT_A

# a verdict: forbidden, not done, not needed — or allowed; the bounds (不超过, 不少于, 不满) set a value, not a verdict
_VERDICT = re.compile(
    r"不得|不予|不再|不能|不可|不准|不允许|禁止|严禁|无需|不需要?|不用|不作|可以|允许|准予|只能|仅能|只可|仅限|"
    r"不(?!超过|少于|满|足|低于|高于|等于|同|论|限|仅|但|是|属|含|包括|定期|定时|断|良)"  # 不定期 says when, 不良 what
)
# how far after the verdict the act it rules may reach: a verb and the object's modifiers may stand between
# ("不再另行报销": 另行; "不发放市内交通补助费": 发放市内, so 交通 ends 6 characters on), never past the verdict's own
# clause (a comma, a full stop: the next clause rules on something else)
_REACH = 6
_BEFORE = 2  # or the act's last two characters right before it, its object first ("基层服务经历不作要求")
_CLAUSE_END = re.compile(r"[，,。；;！!？?]")  # a list's items (、) share one verdict
# characters that say how a question is asked, never the act itself
_ASKING = frozenset("的了是在有和与或及吗呢吧啊呀么什怎谁哪几多少请我你要能可以会该应需还给算不没让被把")


_CONTENT = re.compile(r"[^\W\d_吗呢吧啊呀么]")  # a content character (the question's closing particles aside)
# how a yes/no question asks: the act it asks about follows ("能拖到明年吗" → 拖到明年, "算不算加班费" → 加班费)
_MODAL = re.compile(A_NOT_A + r"|有没有|能否|可否|是否|可以|能|还|需要|要|让|准")


def _acts(question: str) -> frozenset[str]:
    """The act the question asks about, as its pairs of adjacent content characters (报销 of "能单独报销吗"), or as
    single characters when it has no pair: what follows its last modal word, or the whole question when nothing
    does. Pairs, since one character (班) is shared by unrelated acts (加班费 and 夜班津贴)."""
    modal = next(reversed(list(_MODAL.finditer(question))), None)
    act = question[modal.end() :] if modal is not None and modal.end() < len(question) else question
    if modal is not None and not _CONTENT.search(act):
        # "想去日本远程办公两周，可以吗": the act is a clause of its own, not the words after 可以; read as a whole
        # question it matches any sentence ruling on one of its words, so no sentence is told apart
        return frozenset()
    for text in (act, question):
        runs = re.findall(r"[\u4e00-\u9fff]+", "".join(c if c not in _ASKING else " " for c in text))
        pairs = frozenset(run[i : i + 2] for run in runs for i in range(len(run) - 1))
        if pairs:
            return pairs
        chars = frozenset("".join(runs))
        if chars:
            return chars
    return frozenset()


# a question whether one thing counts within another ("基数包不包括夜班津贴", "是否计入工龄"), and what answers it:
# "不含…夜班津贴" (elsewhere 不含 bounds a value: "3天（不含）以上", so it is a verdict only for such a question)
_ASKS_INCLUSION = re.compile(
    r"包不包[括含]|含不含|算不算|计不计入|是否(?:包括|包含|含|计入|算入)|(?:包括|包含|含|计入|算入)[^，,。？?]{0,12}[吗么]"
)
_INCLUSION = re.compile(r"不含|不包括|不包含|不计入|不算入|包括|包含|含有|计入|算入")


def states_a_verdict(text: str) -> bool:
    """`text` forbids, denies or allows something, whatever act it rules on ("一般不跨年度安排", "原则上不予批准")."""
    return _VERDICT.search(text) is not None


def gives_verdict(question: str, sentence: str) -> bool:
    """`sentence` forbids, denies or allows the act `question` names: a verdict word beside (mostly followed by,
    within a few characters) the act the question asks about; for a question whether something is included, a word
    including or excluding it."""
    acts = _acts(question)
    if not acts:
        return False
    verdicts = [*_VERDICT.finditer(sentence)]
    if _ASKS_INCLUSION.search(question):
        verdicts += _INCLUSION.finditer(sentence)
    for m in verdicts:
        after = _CLAUSE_END.split(sentence[m.end() : m.end() + _REACH], maxsplit=1)[0]
        around = sentence[max(0, m.start() - _BEFORE) : m.start()] + " " + after
        if any(a in around for a in acts):  # "…不再另行报销", "基层服务经历不作要求"
            return True
    return False


# a number of things the question asks about ("一年能买两台吗", "能请3次吗"), and a bound a sentence sets on the same
# measure ("每年限购1台", "最多2次", "不超过3天"): the bound says yes or no to the number asked
_NUMERAL = r"(?:\d+|[一二两三四五六七八九十]+)"
_MEASURE = r"(?:台|辆|次|天|日|件|张|套|份|个|人|名|晚|周|小时|年|月)"
_ASKED_NUMBER = re.compile(_NUMERAL + r"\s*(?P<m>" + _MEASURE + ")")
_BOUND = r"(?:限|仅限|最多|至多|不超过|不得超过|只能|仅能|上限为?)"
# the period a question counts in ("一年能请两次吗", "每月", "一个季度"), not the number it asks about
_SPAN = re.compile(r"(?<=每)|一\s*(?:个\s*)?(?:年|月|周|季度|星期)")


def bounds_the_asked_number(question: str, sentence: str) -> bool:
    """`sentence` bounds the number of things a yes/no question asks about, in the same measure ("员工一年能买两台吗"
    and "每位员工每年限购1台"; "最多请3天", "以2次为限"): it rules on the number without a verdict word beside the act."""
    measures = {m.group("m") for m in _ASKED_NUMBER.finditer(question) if not _SPAN.match(question, m.start())}
    for measure in measures:
        if re.search(
            rf"{_BOUND}[\u4e00-\u9fff]{{0,3}}{_NUMERAL}\s*{measure}|{_NUMERAL}\s*{measure}(?:为限|以内)", sentence
        ):
            return True
    return False


_SEGMENT_END = re.compile(r"(?<=[；;。])")


def ruling_segment(question: str, sentence: str) -> str:
    """The part of `sentence` between semicolons that gives the verdict `question` asks for ("一类会议…；三类会议
    …，原则上在院内会议室召开，不安排住宿" → its last part), "" when no part does: a conclusion cut to the clauses
    stating a value ("会期不超过1天") would drop the verdict itself. Of several, the one sharing most pairs of
    characters with the question: parallel parts rule on parallel cases ("一类会议可以…；三类会议不安排…")."""
    ruling = [seg.strip() for seg in _SEGMENT_END.split(sentence) if gives_verdict(question, seg)]
    pairs = {question[i : i + 2] for i in range(len(question) - 1)}
    return max(ruling, key=lambda seg: sum(p in seg for p in pairs), default="")


__all__ = ["bounds_the_asked_number", "gives_verdict", "ruling_segment", "states_a_verdict"]
