"""Reading a reference and an answer into clauses: one rule, tier or statement each, with its facts.

The reference is cut into blocks (list items, steps) and clauses (a sentence's comma pieces that
each give something; a piece that only sets a condition stays with what it conditions, and a
sentence's threshold carries to its later pieces). An answer is cut into short clauses the same
way. Each clause keeps its facts, its wording as bigrams with facts masked (thresholds keep their
value), whether it denies something and whether it states anything at all (a bare keyword does not).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from knowdesk.assessment.facts import Fact, facts, halfwidth, is_condition

_ITEM_SPLIT = re.compile(
    r"(?=[（(][一二三四五六七八九十]+[)）])|(?=第[一二三四五六七八九十]+步)|(?=(?<![\d.:A-Za-z])\d+[.、](?![\d.]))"
    r"|(?=[①②③④⑤⑥⑦⑧⑨⑩])|(?=(?<![A-Za-z])[A-H]\s*[:：])"
)
_SENT_SPLIT = re.compile(r"(?<=[。；;！？!?\n])|\s*(?:→|->)\s*")  # a chain's steps are clauses of one block
_ANS_SPLIT = re.compile(r"[。；;！？!?\n，]|,(?!\d{3})|\.(?=\s|$)|(?<!\d):(?!\d)|→|->|=>")
_EN_FUNCTION_WORDS = re.compile(
    r"\b(?:the|a|an|of|to|is|are|be|by|for|in|on|at|and|or|you|your|it|its|with|from|must|can|get|gets|within)\b", re.I
)


def is_english_sentence(text: str) -> bool:
    """Words of a sentence in English ("you give 3 days' notice"), not a list of keywords set apart by spaces."""
    words = re.findall(r"[A-Za-z']+", text)
    return len(words) >= 3 and len(words) >= 0.6 * len(text.split()) and bool(_EN_FUNCTION_WORDS.search(text))


_NEGATION = ("不用", "无需", "无须", "不需要", "不必", "不给", "不发", "不限", "没有", "不要", "不参与", "不算", "不予",
             "不安排", "免", "不能", "不可以", "不会", "不享受", "不支付", "不用管")  # fmt: skip
_REFUSALS = ("不知道", "不清楚", "不确定", "不了解", "没了解过", "没了解", "没有了解", "不太了解", "不熟悉", "没接触过",
             "说不上来", "答不上来", "想不起来", "记不得", "不记得", "记不清", "忘了", "忘记了", "没印象", "没有印象", "不会",
             "不懂", "不晓得", "没听说", "没看过", "不太清楚", "不太确定", "无可奉告", "跳过", "不知", "没学过",
             "i don't know", "i do not know", "don't know", "dont know", "no idea", "not sure", "idk", "pass",
             "don't remember", "i'm not sure", "unknown")  # fmt: skip
_FUNCTION_CHARS = set("的了是在和与及或也都就而把被对于之其这那个一")
_RELATION_WORDS = ("每", "按", "由", "为", "是", "有", "给", "加", "扣", "发", "须", "需", "要", "可", "经", "应", "算",
                   "最", "满", "超", "不", "前", "后", "内", "起", "至", "到", "先", "再", "然后", "交", "提", "批")  # fmt: skip


# ---------------------------------------------------------------- clauses
@dataclass
class Clause:
    text: str
    block: int
    facts: list[Fact]
    grams: set[str]
    negated: bool
    relational: bool  # states something (a verb, a bound, or a value with its subject), not a bare keyword
    context: set[str] = field(default_factory=set)  # thresholds set earlier in the same sentence of an answer


def _mask(text: str, found: list[Fact]) -> list[str]:
    """Units for bigrams: characters and Latin words, each fact replaced by one token.

    A condition keeps its value (a tier is known by its threshold); an outcome, a role or a form
    only its kind, so a clause is matched to the rule it is about, not to the rule whose value or
    approver it happens to name.
    """
    t = halfwidth(text).lower()
    units: list[str] = []
    i = 0
    spans = sorted((f.start, f.end, f) for f in found)
    k = 0
    while i < len(t):
        if k < len(spans) and spans[k][0] <= i:
            f = spans[k][2]
            if is_condition(text, f):
                units.append(f"<{f.cls}:{f.value[0]:g}-{f.value[1]:g}>")
                if f.bound:  # "前5天" and "超过5天" are different tiers of one value
                    units.append(f"<{f.cls}:{f.value[0]:g}-{f.value[1]:g}^{f.bound}>")
            else:
                units.append(f"<{f.cls if f.kind == 'quantity' else f.kind}>")
            i = max(i + 1, spans[k][1])
            k += 1
            continue
        ch = t[i]
        if re.match(r"[a-z0-9]", ch):
            j = i
            while j < len(t) and re.match(r"[a-z0-9.]", t[j]):
                j += 1
            units.append(t[i:j])
            i = j
            continue
        if "\u4e00" <= ch <= "\u9fff" and ch not in _FUNCTION_CHARS:
            units.append(ch)
        elif re.match(r"[^\w\s]", ch) and units and units[-1] != "|":
            units.append("|")  # punctuation ends a run: no bigram across "加班的，按"
        i += 1
    return units


def grams(text: str, found: list[Fact]) -> set[str]:
    u = _mask(text, found)
    out = {a + b for a, b in itertools.pairwise(u) if a != "|" and b != "|"}
    out |= {x for x in u if x.startswith("<") or len(x) > 1}
    out |= {f"[{f.value[0]}]" for f in found if f.kind == "role"}  # which approver: a weak hint, bigrams say <role>
    return out


def clause(text: str, block: int = 0) -> Clause:
    found = facts(text)
    g = grams(text, found)
    plain = re.sub(r"[（(][^）)]*[）)]|“[^”]*”|\s+", "", text)  # a bracketed exception or a quoted option is no denial
    plain = re.sub(r"不(会|能|得|可以)?(低于|高于|少于|多于|超过|早于|晚于)", "", plain)  # "不会低于" is a limit
    negated = any(n in plain for n in _NEGATION)
    rest = without(text, found)
    conditions = [f for f in found if is_condition(text, f)]
    relational = bool(
        any(f.bound for f in found if f.kind == "quantity")
        or (conditions and len(found) > len(conditions))  # "6到10年7天": a tier and what it gives
        or (found and len(rest) >= 2)
        or (len(rest) >= 3 and any(w in rest for w in _RELATION_WORDS))
        or len(rest) >= 8
    )
    return Clause(text, block, found, g, negated, relational)


def without(text: str, found: list[Fact]) -> str:
    t = halfwidth(text)
    for f in sorted(found, key=lambda f: -f.start):
        t = t[: f.start] + t[f.end :]
    return re.sub(r"[^\w\u4e00-\u9fff]", "", t)


_TABLE_LINE = re.compile(r"^\s*\|.*\|\s*$")
_HEADER_UNIT = re.compile(r"[（(]\s*(万元|元|天|小时|分钟|个月|年|%|次|分)\s*(?:/[^)）]*)?[)）]")
_CN_ORDINALS = "一二三四五六七八九十"


def _ordinal(n: int) -> str:
    """1 → 一, 12 → 十二, 20 → 二十 (item numbers the clause reader knows)."""
    tens, ones = divmod(n, 10)
    return (
        (_CN_ORDINALS[tens - 1] if tens > 1 else "") + ("十" if tens else "") + (_CN_ORDINALS[ones - 1] if ones else "")
    )


def with_unit(head: str, cell: str) -> str:
    """A bare number takes its column's unit: 住宿费（元/人·月） | 200 → 200元."""
    unit = _HEADER_UNIT.search(head)
    return cell + unit.group(1) if unit and re.fullmatch(r"\d+(?:\.\d+)?", cell.strip()) else cell


def tables_as_statements(reference: str) -> str:
    """A pipe table's rows as numbered statements, each cell said with its row and column:
    "| 较重违规 | 每次200元 | 扣6分 |" under "| 违规等级 | 经济处罚 | 安全积分 |" → "（二）较重违规：经济处罚每次200元；
    较重违规：安全积分扣6分。" A row is one item (a tier), its cells its clauses; a bare number takes its column's
    unit ("住宿费（元/人·月）" → 200元). A 序号 column is dropped; a row of one cell is said as it stands; a one-row
    table is one sentence, every cell with its column ("房型2人间，…，押金200元")."""
    from knowdesk.text.pipe_tables import parse_pipe_tables

    if not any(_TABLE_LINE.match(line) for line in (reference or "").splitlines()):
        return reference
    tables = parse_pipe_tables(reference)
    if not tables:
        return reference
    out: list[str] = [*tables[0].before]
    n = 0
    for t in tables:
        header, rows = list(t.header), [list(r) for r in t.rows]
        if rows and all(re.fullmatch(r"\d+", r[0] or "") for r in rows) and len(header) > 1:
            header, rows = header[1:], [r[1:] for r in rows]
        for row in rows:
            n += 1
            key, said = row[0], []
            for head, cell in zip(header[1:], row[1:], strict=False):
                if not cell or re.fullmatch(r"[—\-–/]+", cell):
                    continue
                cell = with_unit(head, cell)
                said.append(f"{key}：{_HEADER_UNIT.sub('', head).strip()}{cell}")
            if len(rows) > 1:
                out.append(f"（{_ordinal(n)}）" + ("；".join(said) if said else key) + "。")
            else:  # one row is one case, no tier: each cell said with its column, the first too
                cells = [f"{_HEADER_UNIT.sub('', header[0]).strip()}{key}", *[x.split("：", 1)[-1] for x in said]]
                out.append("，".join(cells) + "。")
        out.extend(t.after)
    return "\n".join(out)


def reference_clauses(reference: str) -> list[Clause]:
    """Clauses (one rule or tier each) in blocks: list items or steps when numbered, else sentences.

    A sentence is cut at commas into pieces that each give something (a value, an approver); a
    piece that only sets a condition ("连续工作满12个月后，") stays with the piece it conditions.
    A table is read row by row (`tables_as_statements`).
    """
    out: list[Clause] = []
    items = [x for x in _ITEM_SPLIT.split(tables_as_statements(reference or "")) if x and x.strip()]
    numbered = len(items) > 1
    block = 0
    for item in items:
        for sentence in (x for x in _SENT_SPLIT.split(item) if x):
            pending = ""
            first = len(out)
            pieces = _pieces(sentence)
            for n, piece in enumerate(pieces):
                text = pending + piece
                found = facts(text)
                rest = "".join(pieces[n + 1 :])  # whether a value sets a tier shows in what the sentence gives after it
                if any(_gives(text + rest, f) for f in found):
                    _add_clause(out, text, block)
                    pending = ""
                else:
                    pending = text
            if pending:
                if out and out[-1].block == block and not facts(pending):
                    out[-1] = clause(out[-1].text + pending, block)  # a trailing remark belongs to its rule
                else:
                    _add_clause(out, pending, block)
            _carry_conditions(out[first:])
            if not numbered:
                block += 1
        block += 1 if numbered else 0
    return out


def _threshold_grams(g: set[str]) -> set[str]:
    return {x for x in g if x.startswith("<") and x.endswith(">") and ":" in x and x.count("<") == 1}


def _carry_conditions(clauses: list[Clause], into_grams: bool = True) -> None:
    """A sentence's threshold governs its later clauses until another one is set:
    "4天至10天：…审批后，报人力资源部备案" (both pieces), "满1—5年者，5天，6-10年者7天" (each its own).

    In the reference it becomes part of the clause's wording; in an answer only its context (which
    tier a value is stated under), since an answer's next clause may well be about something else.
    """
    carried: set[str] = set()
    for c in clauses:
        own = _threshold_grams(c.grams)
        if own:  # "10分钟以内的，…，第3次起每次扣20元": a threshold of another kind leaves the earlier one standing
            kinds = {g[1:].split(":", 1)[0] for g in own}
            kept = {g for g in carried if g[1:].split(":", 1)[0] not in kinds}
            carried = own | kept
            if not into_grams:
                c.context = kept
        elif into_grams:
            c.grams |= carried
        else:
            c.context = set(carried)


def _pieces(sentence: str) -> list[str]:
    """Comma pieces; a piece listing parallel tiers ("试用期内应提前3天、转正后应提前30天") is cut at 、.

    Bare values after the first ("分别发放1000元、3000元、10000元") are one statement's list, not tiers."""
    out = []
    for piece in re.split(r"(?<=[，,])", sentence):
        parts = re.split(r"(?<=[、])", piece)
        parts = [p for p in parts if p]
        found = [facts(x) for x in parts]
        gives = [
            [f.cls for f in fs if _gives(x, f) and f.kind == "quantity"] for x, fs in zip(parts, found, strict=True)
        ]
        worded = all(without(x, fs) for x, fs in zip(parts[1:], found[1:], strict=True))  # "3000元、" is a bare value
        parallel = len(parts) > 1 and all(gives) and len({g[0] for g in gives}) == 1 and worded
        out.extend(parts if parallel else [piece])
    return out


def _gives(text: str, f: Fact) -> bool:
    """A role, or a value that is neither a condition, a bracketed detail nor a rate's step (每满1年)."""
    if f.detail:
        return False
    if f.kind == "role":
        return True
    return f.kind == "quantity" and not is_condition(text, f) and not _per_step(text, f)


def _add_clause(out: list[Clause], text: str, block: int) -> None:
    text = text.strip(" \t-•*|:：，,")
    if text and re.search(r"[\w\u4e00-\u9fff]", text):
        out.append(clause(text, block))


def answer_clauses(answer: str) -> list[Clause]:
    """Short clauses; one that only sets a condition ("合同期限1年以上不满3年的，") stays with what follows."""
    parts: list[str] = []
    pending = ""
    for piece in _ANS_SPLIT.split(halfwidth(answer or "")):
        tokens = piece.split()
        listed = len(tokens) >= 3 and max(len(x) for x in tokens) <= 8  # "年假 7天 1天 15天": items, not a sentence
        english = is_english_sentence(piece) or is_english_sentence(answer)
        unpunctuated = not re.search(r"[，。；、,;!?！？：]", answer)
        words = _split_spaces(piece) if not english and (listed or unpunctuated) else [piece]
        if pending and words:
            words[0] = f"{pending}，{words[0]}"
            pending = ""
        if len(words) == 1 and _only_condition(words[0]):
            pending = words[0]
            continue
        parts.extend(words)
    if pending:
        parts.append(pending)
    out: list[Clause] = []
    for sentence in _group_sentences(answer, parts):
        group = [
            clause(p) for p in (x.strip(" \t-•*|:：、") for x in sentence) if p and re.search(r"[\w\u4e00-\u9fff]", p)
        ]
        _carry_conditions(group, into_grams=False)
        out.extend(group)
    return out


def _group_sentences(answer: str, parts: list[str]) -> list[list[str]]:
    """The answer's clauses grouped by sentence (。；！？ or a line break ends one)."""
    t = halfwidth(answer or "")
    groups: list[list[str]] = [[]]
    pos = 0
    for p in parts:
        i = t.find(p[-4:] if len(p) >= 4 else p, pos)
        groups[-1].append(p)
        if i >= 0:
            pos = i + min(len(p), 4)
            if re.match(r"\s*(?:[。；;！？!?\n]|\.(?:\s|$))", t[pos:]):
                groups.append([])
    return [g for g in groups if g]


def _only_condition(text: str) -> bool:
    """A piece that names a case and gives nothing ("3年及以上的", "休息日加班且不能安排调休的")."""
    probe = text.strip() + "，"  # it was cut at a comma: judged as the reference's pieces are
    found = facts(probe)
    if any(f.kind == "role" or (f.kind == "quantity" and not is_condition(probe, f)) for f in found):
        return False
    ends = re.search(r"(的|者|部分)$", text.strip()) or (found and re.search(r"(时|后)$", text.strip()))
    per = bool(re.search(r"每\D{0,5}\d", halfwidth(probe))) and all(
        _per_step(probe, f) for f in found
    )  # 每多生育1个婴儿
    return bool(ends) or per  # "提交申领单后，" is a step of its own, "满12个月后，" a condition


def _per_step(text: str, f: Fact) -> bool:
    """A value that counts the steps of a rate (每满1年, 每多生育1个婴儿), not an outcome."""
    return f.kind == "quantity" and "每" in halfwidth(text)[max(0, f.start - 6) : f.start]


def _split_spaces(piece: str) -> list[str]:
    """A space between words separates list items ("年假 7天 1天"); one inside "9:00 以后" does not."""
    tokens = piece.split()
    if len(tokens) <= 1:
        return [piece]
    out = [tokens[0]]
    for tok in tokens[1:]:
        prev = out[-1]
        joined_number = re.search(r"[\d:.]$", prev) and re.match(r"[\u4e00-\u9fff%]", tok) and len(tok) <= 3
        qualifier = re.search(r"(最多|最少|至少|不超过|超过|不少于|满|约|共|为|是|按|每|前|后|内|扣|罚)$", prev)
        if joined_number or (qualifier and re.match(r"[\d一二两三四五六七八九十半]", tok)):
            out[-1] = prev + tok
        else:
            out.append(tok)
    return out


def is_refusal(answer: str) -> bool:
    """Nothing but a refusal ("不知道", "？", "I don't know") once fillers are removed."""
    t = halfwidth(answer or "").lower().strip()
    for r in sorted(_REFUSALS, key=len, reverse=True):
        t = t.replace(r, " ")
    t = re.sub(r"[嗯呃啊哦额唉这个那个我也还是真的具体太了吧呢的啦呀哈过方面一块规定条事]", "", t)
    return len(re.sub(r"[^\w\u4e00-\u9fff]", "", t)) == 0


def has_refusal(answer: str) -> bool:
    t = halfwidth(answer or "").lower()
    return any(r in t for r in _REFUSALS)


def thresholds(g: set[str]) -> set[tuple[str, str, str]]:
    """The thresholds in a clause's grams as (class, value, bound)."""
    out = set()
    for x in g:
        if x.startswith("<") and x.endswith(">") and ":" in x and x.count("<") == 1:
            cls, rest = x[1:-1].split(":", 1)
            value, _, bound = rest.partition("^")
            out.add((cls, value, bound))
    return out


def fits(t: tuple[str, str, str], ts: set[tuple[str, str, str]]) -> bool:
    """A threshold agrees with one of `ts`: same kind and value, bounds not told apart or equal."""
    return any(c == t[0] and v == t[1] and (not b or not t[2] or b == t[2]) for c, v, b in ts)


def other_threshold(a: set[str], b: set[str], others: list[set[str]]) -> bool:
    """The answer names a threshold that another clause has and this one does not (another tier).

    A threshold no clause has is a wrong value, to be found against the clause the wording fits.
    """
    ca, cb = thresholds(a), thresholds(b)
    co = [thresholds(o) for o in others]
    return any(any(x[0] == t[0] for x in cb) and not fits(t, cb) and any(fits(t, o) for o in co) for t in ca)
