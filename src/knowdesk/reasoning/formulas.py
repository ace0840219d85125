"""Formulas stated in prose, computed with the question's numbers.

Rules state how a value is derived ("日工资=基本工资÷21.75，小时工资=日工资÷8", "小时工资＝计算基数÷21.75÷8",
"月计薪天数＝（365天-104天）÷12月＝21.75天") and what is paid on it ("法定节假日加班的，按本人日工资的300%支付
加班费"). An employee asks with their own numbers: "我基本工资8700，国庆节加班一天能拿多少加班费？". Quoting the
rule leaves the sum to them; this module does it and shows the working (8700 ÷ 21.75 = 400元；400元 × 300% × 1天 =
1200元), so the conclusion line states the amount asked for. It answers only when the question gives a number
for one of a formula's terms (by the term's name, a common synonym, or what the documents say the term is:
"计算基数为员工本人的基本工资与岗位工资之和") and asks for a formula's result, a percentage paid on it for the
occasion the question names (法定节假日, 休息日, 工作日), or a day's deduction ("请一天事假扣多少").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.quantities import format_number, quantities, to_halfwidth
from knowdesk.text.numbers import arabic_numerals, chinese_number

_CJK = r"\u4e00-\u9fff"
_CLAUSE = re.compile(r"[，。；;,\n]")
_DEFINES = re.compile(rf"([{_CJK}]{{2,8}})\s*[=:]\s*")
_TOKEN = re.compile(
    rf"\s*(?:(?P<num>\d+(?:\.\d+)?)\s*(?:个月|小时|天|月|元|年|季)?|(?P<op>[÷×*/+\-−])|(?P<lp>\()|(?P<rp>\))"
    rf"|(?P<name>[{_CJK}]+))"
)
_LEAD = re.compile(r"^(?:即|则|其|而|故|且|按|以)")
_PERCENT = re.compile(rf"(?P<base>[{_CJK}]{{0,8}}工资(?:标准|收入)?)的\s*(?P<pct>\d+(?:\.\d+)?)\s*%")
# "加班工资按小时工资计发：工作日延长工作时间的按150%，休息日…按200%": the overtime wage named once, a share per
# occasion after it (a sick-pay rule's "病假工资按基本工资计发，工作日病假按80%" names no overtime)
_OVERTIME_BASE = re.compile(
    rf"(?:加班|延长工作时间)[{_CJK}]{{0,4}}?按(?P<base>[{_CJK}]{{0,8}}工资)(?:计发|计算|支付|发放|核算)"
)
_BARE_PERCENT = re.compile(r"(?<![\d.])(?P<pct>\d+(?:\.\d+)?)\s*%")
_PERCENT_WORDS = re.compile(r"百分之([零〇一二三四五六七八九十百千\d.]+)")
# "| 休息日加班 | 2倍 |": a multiple of the wage a formula yields, written without naming that wage
_TIMES = re.compile(r"(?<![\d.])(?P<times>\d+(?:\.\d+)?)\s*倍")
_MONEY_TAIL = re.compile(r"^\s*(?:元|块)")
_TERM_GAP = re.compile(r"(?:是|为|有|共|一共|大概|大约|:|\s)+$")
_SYNONYMS = [("月薪", "月工资"), ("底薪", "基本工资"), ("薪水", "工资"), ("薪资", "工资"), ("工资收入", "工资")]
_FUNCTION = frozenset("我的了是在有和与或及吗呢啊呀要能可以每个月本人员工")
_OCCASIONS = {
    "holiday": re.compile(r"法定(?:节假日|休假节?日|假日)|节假日|国庆|春节|过年|元旦|五一|劳动节|中秋|端午|清明"),
    "restday": re.compile(r"休息日|周末|周六|周日|星期六|星期天|星期日|双休"),
    "workday": re.compile(r"工作日|平时|延长工作时间|下班后"),
}
_OVERTIME = re.compile(r"加班|加了[^，,。；;]{0,8}?班")  # "周末加了4个小时班": overtime said around its hours
# "春节被叫回去上班", "五一上了4个小时", "国庆节上了8小时班": work on a holiday or a rest day is overtime
_AT_WORK = re.compile(r"上班|工作|干活|上(?:了|过)?\s?\d*\s?个?(?:小时|夜?班)")
_DEDUCT = re.compile(r"扣")
_ASKS_VALUE = re.compile(r"多少|几|[怎咋]么?样?(?:算|计算|给|发)|如何计算|能拿|能报")
MIN_INPUT = 100  # a wage or a base is at least three digits; a smaller number is a count (3天, 2小时)
MAX_DEPTH = 4  # formulas resolving through formulas (小时工资 → 日工资 → 基本工资)
BIND_SHARE = 0.5  # of a term's characters the question's words must hold to give it their number


@dataclass(frozen=True)
class Formula:
    target: str  # 日工资
    expression: str  # 基本工资÷21.75 (half-width, units dropped from numbers by the tokenizer)
    constant: float | None  # 月计薪天数 = (365天-104天)÷12月 = 21.75天: the value it states
    sentence: str  # the clause as written, for the basis
    passage: int  # index in the passages given
    worded: bool = False  # written in words ("日工资按本人月基本工资除以21.75计算"), guarded in `formula_answer`


@dataclass(frozen=True)
class Rate:
    base: str  # 日工资 / 小时工资 / 工资 (the wage the percentage is of); "" for a multiple that names none
    percent: float
    occasion: str  # holiday / restday / workday / ""
    sentence: str
    passage: int
    times: bool = False  # written as a multiple ("1.5倍"), shown as one


@dataclass(frozen=True)
class FormulaAnswer:
    value: float
    statement: str  # the conclusion: "加班费1200元（日工资 = 8700 ÷ 21.75 = 400元；400元 × 300% × 1天 = 1200元）"
    working: list[str]  # each step as shown
    sources: list[tuple[int, str]]  # (passage index, sentence) the computation rests on, in order of use


# --- reading formulas and rates ---------------------------------------------------------------------------


def normal(text: str) -> str:
    text = _PERCENT_WORDS.sub(lambda m: f"{_cn(m.group(1))}%", to_halfwidth(text))
    return arabic_numerals(text)


def _cn(text: str) -> str:
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return text
    value = chinese_number(text)
    return text if value is None else format_number(value)


def _tokens(expr: str) -> list[tuple[str, str]] | None:
    """(kind, text) tokens of an arithmetic expression over numbers and named terms; None when the text is not
    one (prose after a colon) or has no operator."""
    out: list[tuple[str, str]] = []
    pos = 0
    expr = expr.rstrip()
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        if m is None or m.end() == pos:
            return None
        kind = next(k for k in ("num", "op", "lp", "rp", "name") if m.group(k) is not None)
        out.append((kind, m.group(kind)))
        pos = m.end()
    while out and out[-1][0] in ("op", "lp"):
        out.pop()
    depth = 0
    kept: list[tuple[str, str]] = []
    for kind, text in out:  # "(日工资=月工资÷21.75)": the clause's closing bracket is not the expression's
        depth += (kind == "lp") - (kind == "rp")
        if depth < 0:
            break
        kept.append((kind, text))
    if depth > 0 or not any(k == "op" and t in "÷×*/" for k, t in kept):
        return None
    operand = {"num", "name", "rp"}
    if any(a in operand and b in (operand - {"rp"}) | {"lp"} for (a, _), (b, _) in pairwise(kept)):
        return None  # "其小时工资为4350÷…": words beside a number are prose, not a term
    names = [t for k, t in kept if k == "name"]
    if any(len(n) > 10 for n in names):
        return None
    return kept


# "日工资按本人月基本工资除以21.75计算", "小时工资按日工资除以8计算": a formula written in words, read as 日工资=月基本工资÷21.75
_WORDED = re.compile(
    rf"^\s*(?P<target>[{_CJK}]{{2,8}}?)(?:按|以|为|等于)(?:本人|员工本人|员工)?的?"
    rf"(?P<expr>[{_CJK}]{{2,10}}?(?:(?:除以|乘以)\s*\d+(?:\.\d+)?\s*)+)(?:计算|核算|确定|折算)?\s*$"
)


def _symbolic(clause: str) -> str:
    """A formula written in words put in symbols (`_WORDED`); any other clause as it is."""
    m = _WORDED.match(clause)
    if m is None or re.search(r"期间|的", m.group("target")):
        return clause  # "事假期间日工资按…": a wage for one case only, not the term itself
    expr = m.group("expr").replace("除以", "÷").replace("乘以", "×")
    return f"{m.group('target')}={expr}"


def formulas_in(text: str, passage: int = 0) -> list[Formula]:
    """Every "名称=表达式" (or "名称：表达式") clause whose right side is arithmetic with ÷ or ×, also when written in
    words ("日工资按本人月基本工资除以21.75计算")."""
    out: list[Formula] = []
    norm = normal(text)
    for raw in _CLAUSE.split(norm):
        clause = _symbolic(raw)
        for m in _DEFINES.finditer(clause):
            target = _LEAD.sub("", m.group(1))
            rest = clause[m.end() :]
            parts = re.split(r"\s*=\s*", rest)
            constant = None
            if len(parts) > 1:
                tail = quantities(parts[-1])
                if len(tail) == 1 and re.fullmatch(r"\s*\d+(?:\.\d+)?\s*[\u4e00-\u9fff]{0,2}\s*", parts[-1]):
                    constant = tail[0].value
            tokens = _tokens(parts[0])
            if tokens is None or len(target) < 2:
                continue
            if not any(k == "name" for k, _ in tokens) and constant is None:
                continue  # "其小时工资为4350÷21.75÷8＝25元" is a worked example, not a rule
            expression = "".join(t for _, t in tokens)
            out.append(Formula(target, expression, constant, raw.strip(), passage, clause != raw))
            break
    return out


def rates_in(text: str, passage: int = 0) -> list[Rate]:
    """ "…日工资的300%…" clauses, with the occasion their sentence names (法定节假日, 休息日, 工作日)."""
    out: list[Rate] = []
    norm = normal(text)
    carried = None  # the overtime wage a sentence named, for its clauses after ；
    parts = re.split(r"([。；;]|\n(?=\s*\|)|(?<=\|)\s*\n)", norm)  # a table row is a sentence of its own
    for sentence, before in zip(parts[::2], ["", *parts[1::2]], strict=True):
        sentence = re.sub(r"\s*\n\s*", "", sentence)  # a line broken in the middle of a clause
        found = len(out)
        carried = _OVERTIME_BASE.search(sentence) or (carried if before in ("；", ";") else None)
        for m in _PERCENT.finditer(sentence):
            occasion = _last_occasion(sentence[: m.start()]) or _last_occasion(sentence)
            out.append(Rate(_LEAD.sub("", m.group("base")), float(m.group("pct")), occasion, sentence.strip(), passage))
        if len(out) > found:
            continue
        out += _shares_after_base(sentence, passage, carried)
        if len(out) > found:
            continue
        for m in _TIMES.finditer(sentence):  # "| 工作日延长工作时间 | 1.5倍 |": only beside the occasion it pays for
            occasion = _last_occasion(sentence[: m.start()])
            if occasion:
                percent = float(m.group("times")) * 100
                out.append(Rate("", percent, occasion, sentence.strip(), passage, times=True))
    return out


def _shares_after_base(sentence: str, passage: int, named: re.Match[str] | None) -> list[Rate]:
    """The shares a sentence lists per occasion after the overtime wage was named once (`named`, in it or in a clause
    before its ；: "加班工资按小时工资计发：工作日延长工作时间的按150%；休息日…按200%"): each of that wage, for the
    occasion named since the share before it."""
    if named is None:
        return []
    start = named.end() if named.string == sentence else 0
    out = []
    for m in _BARE_PERCENT.finditer(sentence, start):
        occasion = _last_occasion(sentence[start : m.start()])
        start = m.end()
        if occasion:
            out.append(Rate(named.group("base"), float(m.group("pct")), occasion, sentence.strip(), passage))
    return out


def _last_occasion(text: str) -> str:
    """The occasion named last in `text`: a row's own, not the previous row's."""
    found = [(m.start(), k) for k, p in _OCCASIONS.items() for m in p.finditer(text)]
    return max(found)[1] if found else ""


# --- the question's numbers ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Input:
    term: str  # the words before the number, synonyms written as the rules write them: 月薪 → 月工资
    value: float


def _inputs(question: str) -> list[_Input]:
    """Numbers the question gives for a named amount: "我基本工资8700" → 基本工资 8700."""
    text = normal(question)
    out: list[_Input] = []
    for q in quantities(text):
        if q.unit not in ("", "元") or q.value < MIN_INPUT:
            continue
        before = _TERM_GAP.sub("", text[: q.start])
        m = re.search(rf"[{_CJK}]{{1,12}}$", before)
        if m is None:
            continue
        out.append(_Input(_canon(m.group(0)), q.value))
    return out


def _canon(term: str) -> str:
    for a, b in _SYNONYMS:
        term = term.replace(a, b)
    return term


def _share(name: str, term: str) -> float:
    """Share of the name's distinctive characters in the question's term: 工资, which every wage shares, does not
    count, so 月工资 is not 基本工资 but 月工资收入 is 月工资."""
    name, term = _canon(name), _canon(term)
    if name in term:
        return 1.0
    chars = [c for c in name if c not in _FUNCTION and c not in "工资"]
    return sum(c in term for c in chars) / len(chars) if chars else 0.0


def _counts(question: str) -> dict[str, float]:
    """The days and hours the question counts ("加班一天", "加班2小时")."""
    out: dict[str, float] = {}
    for q in quantities(normal(question)):
        if q.unit in ("天", "小时") and q.unit not in out and q.value < MIN_INPUT:
            out[q.unit] = q.value
    return out


# --- computing ------------------------------------------------------------------------------------------


class _Solver:
    def __init__(self, formulas: list[Formula], inputs: list[_Input], aliases: dict[str, str]) -> None:
        self.formulas = formulas
        self.inputs = inputs
        self.aliases = aliases  # term → what the documents say it is ("计算基数" → "基本工资与岗位工资之和")
        self.used: list[Formula] = []
        self.working: list[str] = []
        self.bound = False  # a question's number entered the computation

    def given(self, name: str) -> float | None:
        """The question's number for a term: by the term itself, else by what the documents say it is."""
        best, score = None, 0.0
        defined = any(f.target == name for f in self.formulas)
        for i in self.inputs:
            # a formula's result is given only by its own name ("日工资300元"); a term by most of its characters
            s = (1.0 if _canon(name) in i.term else 0.0) if defined else _share(name, i.term)
            alias = self.aliases.get(name)
            if alias and not defined and s < 1.0:
                chars = [c for c in i.term if c not in _FUNCTION]
                s = max(s, sum(c in alias for c in chars) / len(chars) if chars else 0.0)
            if s >= BIND_SHARE and s > score:
                best, score = i.value, s
        return best

    def value(self, name: str, depth: int = 0) -> float | None:
        given = self.given(name)
        if given is not None:
            self.bound = True
            return given
        if depth > MAX_DEPTH:
            return None
        for f in self._defining(name):
            if f.constant is not None:
                if f not in self.used:
                    self.used.append(f)  # cited with the formula that reads it
                return f.constant
            got = self.evaluate(f, depth + 1)
            if got is not None:
                return got
        return None

    def _defining(self, name: str) -> list[Formula]:
        """Formulas for `name`, those whose terms the question gives first (日工资=基本工资÷21.75 over
        日工资=月工资÷21.75 for "基本工资8700")."""
        found = [f for f in self.formulas if f.target == name or (len(f.target) >= 3 and f.target in name)]

        def fit(f: Formula) -> float:
            names = [t for t in re.findall(rf"[{_CJK}]+", f.expression)]
            return max((self._fit(n) for n in names), default=0.0)

        return sorted(found, key=fit, reverse=True)

    def _fit(self, name: str) -> float:
        return max((_share(name, i.term) for i in self.inputs), default=0.0)

    def evaluate(self, f: Formula, depth: int = 0) -> float | None:
        tokens = _tokens(f.expression)
        if tokens is None:
            return None
        shown: list[str] = []
        expr: list[str] = []
        for kind, text in tokens:
            if kind == "name":
                v = self.value(text, depth)
                if v is None:
                    return None
                expr.append(repr(v))
                shown.append(format_number(v))
            elif kind == "op":
                expr.append({"÷": "/", "×": "*", "−": "-"}.get(text, text))
                shown.append({"/": "÷", "*": "×", "−": "-"}.get(text, text))
            else:
                expr.append(text)
                shown.append(text)
        try:
            result = evaluate("".join(expr))
        except (ValueError, ZeroDivisionError, OverflowError):
            return None
        if f not in self.used:
            self.used.append(f)
            body = " ".join(shown).replace("( ", "(").replace(" )", ")")
            self.working.append(f"{f.target} = {body} = {format_number(result)}元")
        return result


def _aliases(texts: Sequence[str], names: set[str]) -> dict[str, str]:
    """What the documents say a term is: "加班费的计算基数为员工本人的基本工资与岗位工资之和"."""
    out: dict[str, str] = {}
    for text in texts:
        norm = normal(text)
        for name in names:
            m = re.search(rf"{re.escape(name)}(?:为|是|指)([^，。；;,\n]{{2,30}})", norm)
            if m and name not in out:
                out[name] = m.group(1)
    return out


def _occasion(question: str) -> str:
    return next((k for k, p in _OCCASIONS.items() if p.search(question)), "")


def occasion_of(question: str) -> str:
    """The occasion of work a question names: holiday (国庆, 春节…), restday (周六, 周末…), workday; "" for none."""
    return _occasion(normal(question))


def overtime_occasion(question: str) -> str:
    """The occasion a question asks about overtime on: "周六加班4小时" → restday, "国庆节上了8小时班" → holiday (work on a
    rest day or a holiday is overtime); "" when it asks of none."""
    norm = normal(question)
    occasion = _occasion(norm)
    worked = _OVERTIME.search(norm) or (occasion in ("holiday", "restday") and _AT_WORK.search(norm))
    return occasion if worked else ""


def multiples_by_occasion(text: str) -> dict[str, float]:
    """The multiple `text` pays for each occasion it names right before it ("工作日延时加班按1.5倍，休息日加班按2倍，
    法定节假日加班按3倍" → workday 1.5, restday 2, holiday 3): a rate stated once is paid at the occasion's multiple."""
    text = normal(text)
    out: dict[str, float] = {}
    for m in _TIMES.finditer(text):
        occasion = _last_occasion(text[: m.start()])
        if occasion and occasion not in out:
            out[occasion] = float(m.group("times"))
    return out


# a case a wage rule may be stated for alone: a formula written in words in a passage naming none of the question's
# cases is not known to hold for it ("请了2天事假" on 加班's 日工资按…除以21.75计算)
_CASES = re.compile(r"事假|病假|值班|旷工|婚假|产假|丧假|年休假|年假|探亲假|工伤|停工|待岗|调休")


def formula_answer(question: str, passages: Sequence[Passage]) -> FormulaAnswer | None:
    """The value the question asks for, computed from a formula (and a rate on its result) in the passages with
    the question's numbers; None when the question gives no number for a formula's term or asks nothing a
    formula yields. A formula written in words answers only when the question's count is in its own measure (hours
    on a daily wage need the hourly formula stated too) and the passage states it for the case the question names."""
    found = _formula_answer(question, passages)
    if found is None:
        return None
    formulas = {(f.passage, f.sentence): f for i, p in enumerate(passages) for f in formulas_in(p["body"], i)}
    used = [formulas[s] for s in found.sources if s in formulas]
    if not any(f.worded for f in used):
        return found
    counts = _counts(question)
    if "小时" in counts and "天" not in counts and not any("小时" in f.target for f in used):
        return None  # "干了20小时" on 日工资 = 月基本工资 ÷ 21.75: no hourly figure stated
    stated = "".join(passages[i]["body"] for i in {f.passage for f in used})
    if any(case not in stated for case in _CASES.findall(normal(question))):
        return None  # "请了2天事假" on an overtime article's 日工资按…计算
    return found


def _formula_answer(question: str, passages: Sequence[Passage]) -> FormulaAnswer | None:
    if not _ASKS_VALUE.search(question):
        return None
    inputs = _inputs(question)
    if not inputs:  # "周末加班的话加班费按几倍算": the rate for the occasion named, nothing to compute
        occasion = overtime_occasion(question)
        multiple_asked = _ASKS_MULTIPLE.search(normal(question)) is not None
        return _rate_for(passages, occasion, multiple_asked) if occasion else None
    formulas = [f for i, p in enumerate(passages) for f in formulas_in(p["body"], i)]
    if not formulas:
        return None
    names = {n for f in formulas for n in re.findall(rf"[{_CJK}]+", f.expression)} | {f.target for f in formulas}
    solver = _Solver(formulas, inputs, _aliases([p["body"] for p in passages], names))
    norm_q = normal(question)
    counts = _counts(question)
    named = _occasion(norm_q)
    occasion = named or _hours_beyond_the_shift(norm_q, counts)
    if _OVERTIME.search(norm_q) and occasion:
        several = _counts_by_occasion(norm_q) if named else []
        if len(several) >= 2:  # "工作日加班10小时，休息日加班8小时，一共多少": each at its own rate, added up
            return _summed(solver, [r for i, p in enumerate(passages) for r in rates_in(p["body"], i)], several)
        rates = [r for i, p in enumerate(passages) for r in rates_in(p["body"], i) if r.occasion == occasion]
        for rate in rates:
            found = _rated(solver, rate, counts)
            if found is not None:
                return found
        return None
    targets = sorted({f.target for f in formulas if f.target in norm_q and f.constant is None}, key=len, reverse=True)
    for target in targets:
        value = solver.value(target)
        if value is not None and solver.bound and solver.used:
            return _answer(solver, value, f"{target}为{format_number(value)}元", [])
    if _DEDUCT.search(norm_q) and "天" in counts:
        for f in formulas:
            if not f.target.startswith("日") or f.constant is not None:
                continue
            solver.used, solver.working, solver.bound = [], [], False
            value = solver.evaluate(f)
            if value is None or not solver.bound:
                continue
            days = counts["天"]
            total = value * days
            solver.working.append(f"{format_number(value)}元 × {format_number(days)}天 = {format_number(total)}元")
            return _answer(solver, total, f"扣除{format_number(days)}天工资{format_number(total)}元", [])
    return None


def _hours_beyond_the_shift(question: str, counts: dict[str, float]) -> str:
    """Hours of overtime on no day the question names ("排班以外又多干了4个小时，加班工资多少") are worked beyond the
    day's shift: the workday's rate (延长工作时间), which the answer names; days of overtime name no occasion."""
    beyond = _BEYOND_THE_SHIFT.search(question) and not _YES_NO_ASKED.search(question)
    return "workday" if beyond and "小时" in counts and "天" not in counts and _OVERTIME.search(question) else ""


# hours worked past the day's shift ("排班以外", "下班后", "多干了", "延长", "加了3个小时班"); a yes/no ask ("算加班吗")
# asks whether they count at all, which no rate answers
_BEYOND_THE_SHIFT = re.compile(
    r"排班以外|排班外|班外|下班后|下班以后|多干|多做了|多上了|延长|加了[^，,。；;]{0,8}?班|拖班"
)
_YES_NO_ASKED = re.compile(r"算[^，,。；;？?]{0,6}?吗|算不算|是不是|能不能算|属于[^，,。；;？?]{0,6}?吗")


def _counts_by_occasion(question: str) -> list[tuple[str, dict[str, float]]]:
    """Each occasion the question names with the days or hours it counts right after it, in order:
    "工作日加班10小时，周末加班8小时" → [(workday, 10小时), (restday, 8小时)]."""
    found = sorted((m.start(), k) for k, p in _OCCASIONS.items() for m in p.finditer(question))
    out: list[tuple[str, dict[str, float]]] = []
    for (at, occasion), nxt in zip(found, [*found[1:], (len(question), "")], strict=True):
        counts = _counts(question[at : nxt[0]])
        if counts and occasion not in {o for o, _ in out}:
            out.append((occasion, counts))
    return out


def _summed(solver: _Solver, rates: list[Rate], several: list[tuple[str, dict[str, float]]]) -> FormulaAnswer | None:
    """The overtime pay of several occasions, each computed at its own rate, and their sum."""
    parts: list[FormulaAnswer] = []
    for occasion, counts in several:
        found = next((f for r in rates if r.occasion == occasion and (f := _rated(solver, r, counts))), None)
        if found is None:
            return None  # one occasion without its rate: no sum rather than a part of it
        parts.append(found)
    working = list(dict.fromkeys(w for p in parts for w in p.working))
    sources = list(dict.fromkeys(x for p in parts for x in p.sources))
    total = sum(p.value for p in parts)
    working.append(f"合计 {' + '.join(format_number(p.value) + '元' for p in parts)} = {format_number(total)}元")
    return FormulaAnswer(total, f"加班费共{format_number(total)}元（{'；'.join(working)}）", working, sources)


_BASE_LEAD = re.compile(r"^.*(?:不低于|本人|按)")
_LABELS = {"holiday": "法定节假日加班", "restday": "休息日加班", "workday": "工作日延长工作时间"}


# "按几倍算", "怎么算": the multiple itself is asked ("五一上班时薪是多少" asks a wage a table lists, not 3倍)
_ASKS_MULTIPLE = re.compile(r"几倍|多少倍|倍数|怎么算|如何计算|怎么计算|按多少|按什么")


def _rate_for(passages: Sequence[Passage], occasion: str, multiple_asked: bool) -> FormulaAnswer | None:
    """The percentage the first passage stating one pays for the occasion (周末 → 休息日: 小时工资的200%); a bare
    multiple ("| 休息日加班 | 2倍 |") only when the question asks how it is paid."""
    rate = next((r for i, p in enumerate(passages) for r in rates_in(p["body"], i)
                 if r.occasion == occasion and (multiple_asked or not r.times)), None)  # fmt: skip
    if rate is None:
        return None
    base = _BASE_LEAD.sub("", rate.base) or rate.base
    statement = f"{_LABELS[occasion]}的加班费按{base}的{format_number(rate.percent)}%支付"
    if rate.times:
        statement = f"{_LABELS[occasion]}的加班费按{_multiple(rate)}支付"
    return FormulaAnswer(rate.percent, statement, [], [(rate.passage, rate.sentence)])


def _rated(solver: _Solver, rate: Rate, counts: dict[str, float]) -> FormulaAnswer | None:
    """A percentage of a computed wage for the question's occasion, times its days or hours."""
    hourly = "小时" in rate.base and "日" not in rate.base
    daily = rate.base.endswith("日工资") or (not hourly and "天" in counts) or (not hourly and not counts)
    wage_name = "小时工资" if hourly or (not daily and "小时" in counts) else "日工资"
    solver.used, solver.working, solver.bound = [], [], False
    wage = solver.value(wage_name)
    if wage is None or not solver.bound:
        return None
    if wage_name == "小时工资":
        hours = counts.get("小时") or (counts["天"] * 8 if "天" in counts else None)
        unit, n = "小时", hours
    else:
        unit, n = "天", counts.get("天", 1.0)
    if n is None:
        return None
    total = wage * rate.percent / 100 * n
    step = f"{format_number(wage)}元 × {_multiple(rate) if rate.times else format_number(rate.percent) + '%'}"
    step += f" × {format_number(n)}{unit}" if n != 1 or unit in counts else ""
    solver.working.append(f"{step} = {format_number(total)}元")
    label = _LABELS[rate.occasion]
    counted = next(((u, counts[u]) for u in ("天", "小时") if u in counts), None)
    head = f"{label}{format_number(counted[1])}{counted[0]}" if counted else label
    return _answer(solver, total, f"{head}的加班费为{format_number(total)}元", [(rate.passage, rate.sentence)])


def _multiple(rate: Rate) -> str:
    return f"{format_number(rate.percent / 100)}倍"


def _answer(solver: _Solver, value: float, head: str, extra: list[tuple[int, str]]) -> FormulaAnswer:
    used = sorted(solver.used, key=lambda f: f.constant is not None)  # the formula first, the constant it reads next
    sources = [(f.passage, f.sentence) for f in used] + extra
    return FormulaAnswer(value, f"{head}（{'；'.join(solver.working)}）", list(solver.working), sources)


__all__ = [
    "Formula", "FormulaAnswer", "Rate", "formula_answer", "formulas_in", "multiples_by_occasion", "normal",
    "occasion_of", "overtime_occasion", "rates_in",
]  # fmt: skip
