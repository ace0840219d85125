"""Sentence-level text analysis shared by local question generation and grading.

Salient sentences (numbers, rules, steps, defined terms) make good questions; key points
(numbers with units, quoted terms, rare content words) make the grading checklist. Both sides
are normalised the same way so "七天" matches "7天" and "１５％" matches "15%".
"""

from __future__ import annotations

import re

from knowdesk.text.numbers import cn_int
from knowdesk.text.tokenize import content_words

_SENT_SPLIT = re.compile(r"(?<=[。；;！？!?])|\n+")
_NUMBER_UNIT = re.compile(
    r"\d+(?:\.\d+)?\s*(?:%|％|个工作日|工作日|个工作小时|工作小时|个小时|个月|小时|天|日|年|周|元|万元|次|人|倍|级|分钟|页|台|岁)?"
)
_QUOTED = re.compile(r"[《“\"「]([^》”\"」]{2,20})[》”\"」]")
RULE_WORDS = ("须", "应当", "应", "不得", "禁止", "必须", "不超过", "最多", "至少", "不少于", "方可", "原则上")
STEP_WORDS = ("流程", "步骤", "首先", "然后", "提交", "审批", "申请", "办理", "之后", "经")
DEFINE_WORDS = ("是指", "指的是", "称为", "以下简称", "定义为", "包括")
_METADATA = re.compile(r"文件编号|版本号|发布部门|发布日期|生效日期|修订记录|Document No|Version:")
_GENERIC_WORDS = (
    "出现 一般 提前 以上 以下 以内 期限 办法 文件 规定 要求 相关 进行 公司 员工 部门 按照 根据 执行 情况 时间 工作 "
    "需要 应当 可以 其中 具体 方可 不得 原则 原则上 之日起 期间 本人 通过 办理 提交 管理 制度 标准 内容 有关"
)
GENERIC = frozenset(_GENERIC_WORDS.split())
SYNONYMS = {
    "带薪年休假": "年假",
    "年休假": "年假",
    "oa系统": "oa",
    "星河oa": "oa",
    "直属上级": "上级",
    "直接上级": "上级",
    "人力资源部": "hr",
    "人事部": "hr",
    "工作日": "天",
}


def _cn_number(match: re.Match[str]) -> str:
    value = cn_int(match.group(0))
    return match.group(0) if value is None else str(value)


def normalize(text: str) -> str:
    """Half-width, lower case, no spaces, Chinese numerals as digits, synonyms folded."""
    out = []
    for ch in text:
        code = ord(ch)
        if 0xFF01 <= code <= 0xFF5E:
            ch = chr(code - 0xFEE0)
        elif code == 0x3000:
            ch = " "
        out.append(ch)
    s = "".join(out).lower()
    s = re.sub(r"\s+", "", s)
    s = re.sub(
        r"[一二两三四五六七八九]?十[一二三四五六七八九]?|[一二两三四五六七八九](?=[天日年个次周倍人台岁小])",
        _cn_number,
        s,
    )
    for a, b in SYNONYMS.items():
        s = s.replace(a, b)
    return s


def sentences(text: str) -> list[str]:
    """Sentences of a fragment body, stripped, without fragments of a few characters."""
    return [s.strip(" \t-•*|") for s in _SENT_SPLIT.split(text) if s and len(s.strip()) >= 8]


def salience(sentence: str) -> float:
    """How much a sentence is worth asking about: numbers, rules, steps, definitions."""
    score = 0.0
    if re.search(r"\d", sentence):
        score += 2.0
    score += 1.5 * any(w in sentence for w in RULE_WORDS)
    score += 1.0 * any(w in sentence for w in STEP_WORDS)
    score += 1.5 * any(w in sentence for w in DEFINE_WORDS)
    if _METADATA.search(sentence):  # document header lines (编号, 版本号, 生效日期) are not knowledge
        score -= 4.0
    n = len(sentence)
    if n < 15 or n > 220:
        score -= 2.0
    if sentence.count("|") >= 2:  # table rows read badly as questions
        score -= 3.0
    return score


def number_points(text: str) -> list[str]:
    """Numbers with their unit, e.g. "7天", "80%", "2个工作日" (dates and codes skipped)."""
    out = []
    for m in _NUMBER_UNIT.finditer(text):
        s = re.sub(r"\s", "", m.group(0))
        if re.fullmatch(r"[\d.]+", s):  # a bare number (year, id, list item) is not a rule
            continue
        if s not in out:
            out.append(s)
    return out


def key_points(text: str, rare: set[str] | None = None, limit: int = 5) -> list[str]:
    """The checklist an answer is graded on: numbers first, then quoted and rare terms."""
    points = number_points(text)[:3]
    for q in _QUOTED.findall(text):
        if q not in points:
            points.append(q)
    words = [w for w in content_words(text) if _term(w)]
    if rare is not None:
        words.sort(key=lambda w: (w not in rare, -len(w)))
    for w in words:
        if len(points) >= limit:
            break
        if w not in points and not any(w in p or normalize(p) in normalize(w) for p in points):
            points.append(w)
    return points[:limit]


def _term(word: str) -> bool:
    """A word worth checking: no digits, no ordinal labels (第三条), no lower-case Latin noise."""
    if len(word) < 2 or word in GENERIC or re.search(r"\d", word) or re.match(r"^第.+[条章节步款项]$", word):
        return False
    return not word.isascii() or word.isupper() or len(word) <= 4


def covers(answer: str, point: str) -> bool:
    """Whether a (normalised) answer states a key point."""
    a, p = normalize(answer), normalize(point)
    if not p:
        return False
    if p in a:
        return True
    nums = re.findall(r"\d+(?:\.\d+)?", p)
    if nums:  # "7天" is stated when "7" appears next to the same unit or alone as a number
        return all(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d.])", a) for n in nums)
    return False


def overlap(a: str, b: str) -> float:
    """Jaccard overlap of content words (the lexical half of similarity)."""
    wa, wb = set(content_words(a)), set(content_words(b))
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / len(wa | wb)


def estimate_tokens(text: str) -> int:
    """Offline token estimate: one per CJK character, ~0.75 per Latin word piece."""
    cjk = len(re.findall(r"[\u4e00-\u9fff]", text))
    latin = len(re.findall(r"[A-Za-z0-9]+", text))
    return cjk + int(latin * 1.3) + 1
