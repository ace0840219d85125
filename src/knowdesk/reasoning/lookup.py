"""Whether a tier or a table answers the question, decided once for the grader and the answer step.

A tier answers when the question's number falls in it, it belongs to a real list (two tiers or more)
about the question's topic, and it states what is asked (a person for "谁", a value for "几天"); else a
table cell found by row and column. The grader counts the passages a look-up reads as relevant (an
employee's "找谁批" shares few words with "由直属上级审批" but its tier answers it), and the answer
step states the look-up in its conclusion.
"""

from __future__ import annotations

import re
from dataclasses import replace

from knowdesk.reasoning.applied import shares_of_base
from knowdesk.reasoning.asked_thing import counted_thing, names_asked_thing
from knowdesk.reasoning.asks import Ask, ask_of, names_decider
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import asked_head, asked_phrase
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.ordinal_totals import one_time, total_of_times
from knowdesk.reasoning.prose_joins import by_category
from knowdesk.reasoning.quantities import question_quantities
from knowdesk.reasoning.table_lists import rows_naming, rows_under_topic
from knowdesk.reasoning.table_sums import gap_of_parts, sum_of_parts
from knowdesk.reasoning.tables import Siblings, TableAnswer, answer_from_tables, asks_level, side_by_side_total
from knowdesk.reasoning.tiers import TierAnswer, narrowed_to_asked_columns, resolve_tier
from knowdesk.reasoning.unnamed import named
from knowdesk.text.language import language_of
from knowdesk.text.numbers import arabic_numerals
from knowdesk.text.places import places
from knowdesk.text.tokenize import tagged

_PROCEDURE = re.compile(r"流程|程序|步骤|手续|审批|办理|路径")
# a question for a time limit ("多长时间内休完", "最晚…多久"), and a column that holds one (期限, 时限, 有效期, …内)
_DEADLINE = re.compile(r"(?:多久|多长时间|几天|多少天|几个月|几个工作日)(?:之|以)?内|最晚|最迟")
_TIME_LIMIT = re.compile(r"期限|时限|有效期|时效|内|截止|最晚|最迟")
TOPIC_SHARE = 0.6  # of the question's (non-number) key-word characters a tier list must hold to be about it


def look_up(question: str, passages: list[Passage], glossary: Glossary, siblings: Siblings | None = None
            ) -> TierAnswer | TableAnswer | None:  # fmt: skip
    """A tier, else a table cell, that answers the question; a table row chosen by a range holding the question's
    number comes first, since the table matcher also reads which column and which condition list. A table answered only "by condition" (the
    question named no row) counts only when its table, or another fragment of its document, is the best retrieved
    passage: "平时上班的餐补" must not become the travel sheet's meal rates because that sheet lists 餐补 by city. A table reached by a join
    from a row the question names (上海 → 一线城市 on the city sheet) may also be elsewhere in the top passage's
    document: "去上海出差住宿" is about the workbook even when its 说明 sheet ranks first."""
    tier = resolve_tier(question, passages)
    table = answer_from_tables(question, passages, siblings)
    # "两次一共罚多少": the 第一次 and 第二次 cells added; "第四次…罚多少": the 第3次及以上 cell
    table = total_of_times(question, table) or one_time(question, table) or table
    summed = (sum_of_parts(question, passages, siblings, table) or side_by_side_total(question, passages, siblings)
              or gap_of_parts(question, passages, siblings))  # fmt: skip
    if summed is not None:
        # "住宿加伙食补助最多能报多少", "工龄12年、司龄6年一共几天年假", "P8和P1-P4差多少": each part looked up
        return summed
    listed = rows_naming(question, passages, siblings) or rows_under_topic(question, passages, siblings)
    if listed is not None:
        # "电工发哪些劳保用品": every row whose 适用岗位 names 电工, not one row's record; "无线网络有哪几个": the rows of
        # the table under 无线网络
        return listed
    joined = by_category(question, passages, siblings)
    if joined is not None:
        return joined  # "用电热毯罚多少": no row names 电热毯; "电热毯等违章电器" leads to the row of 违章电器
    if table is not None and not _answers_steps(question, table):
        table = None  # "研发人员怎么申领笔记本电脑" asks for the procedure, not the laptop's row
    if table is not None and _DEADLINE.search(question) and not any(_TIME_LIMIT.search(c) for c in table.columns):
        table = None  # "婚假要在多长时间内休完" asks for the time limit, not the leave's length (天数 13天)
    if table is not None and not _names_the_asked_thing(question, table, passages):
        table = None  # "M2的通讯补贴每月多少" is not the dorm sheet's 住宿费 though its M2 row and 元/月 fit
    if table is not None and _states_no_number(question, table):
        table = None  # "劳务费每月最多发多少" asks a number: the row of what 劳务费 may pay for (研究生、博士后…) states none
    if table is not None and _names_no_one(question, table):
        table = None  # "接待对象25人要谁审批" is not answered by the 陪餐人数 row's 按接待对象人数确定
    if table is not None and _empty_for_yes_no(question, table):
        table = None  # "小时工能直接升值班经理吗": the 值班经理 row's 小时工时薪 cell "—" says nothing
    if table is not None:
        table = _empty_as_none(question, table)  # "涂装类发耳塞吗": the 耳塞 cell "—" says none is given
    if table is not None and _no_verdict_by_condition(question, table):
        table = None  # "客户身份证号能发给外部吗" is not answered by each data level's definition: none says yes or no
    if table is not None and _conditions_state_none(question, table):
        table = None  # "住宿每晚能报多少钱" on a list of what each budget line may pay for: no row states an amount
    if table is not None and table.ranged and _off_topic(question, table, glossary):
        table = None  # "收银短款8块钱怎么处理" is no row of a bonus table whose 50万元以下 band holds 8元
    if table is not None and table.ranged and not table.by_condition:
        return table  # a tier kept in a table, read by its columns: 工龄 → 法定年休假, not the 司龄 list beside it
    if tier is not None and tier_answers(question, tier, glossary):
        return narrowed_to_asked_columns(question, tier)  # "M4的餐补": the 餐补 columns of M4's row, not its 住宿 ones
    if table is None and tier is not None and every_tier_answers(question, tier, glossary):
        return tier  # "临时派车要谁批" gives no distance: each band with its approver
    if table is None or not table.by_condition:
        return table
    if not passages:
        return None
    top = passages[0]
    if any(c.fragment_id == top["fragment_id"] for c in table.citations):
        return table
    if (
        any(c.document == top["document"] for c in table.citations)
        and _no_tier_given(question, tier, glossary)
        and _about_the_table(question, table)
    ):
        return table  # "出差住宿标准是多少" with the workbook's 说明 sheet first: every row, by condition
    return table if table.joins and any(c.document == top["document"] for c in table.citations) else None


_ASKING = frozenset("的了是在有和与或及吗呢吧啊呀么什怎谁哪几多少请我你要能可以会该应需给一天每个标准")


def _about_the_table(question: str, table: TableAnswer) -> bool:
    """Whether the question says something about the table's document or sheet beyond the column it asks for:
    "出差住宿标准" (差 of 差旅费) is about the travel sheet; "平时上班的餐补" is not, though that sheet has 餐补."""
    ask = ask_of(question)
    if not ask.wants_value or not ask.stated_by(" ".join(cv.value for cv in table.by_condition)):
        return False  # "迟到40分钟怎么处理", "多久内转走": the rows' values are not what is asked
    named = "".join(table.columns)
    rest = {c for c in question if "\u4e00" <= c <= "\u9fff" and c not in named and c not in _ASKING}
    where = " ".join(f"{c.document} {c.section}" for c in table.citations)
    return any(c in where for c in rest)


def _off_topic(question: str, table: TableAnswer, glossary: Glossary) -> bool:
    """Whether a row chosen by the range holding the question's number sits in a table holding no character of the
    question's key words: its number fell in the band by chance ("柜员短款12块钱要怎么处理" shares no character with a
    bonus table's 网点等级 | 月均揽收额, whose 60万元以下 band holds 12元). Any one shared character keeps the row
    ("正好赔200元，这个归谁批" keeps a 赔偿金额 row by 赔), so this drops only rows wholly about something else; the
    text read is the document, section, asked columns and the rows used (header and chosen row), not the whole table."""
    if language_of(question) != "zh":
        return False  # shared characters measure Chinese words; an English question's letters are everywhere
    words = _topic_words(question, glossary)
    read = " ".join([*(f"{c.document} {c.section} {c.row}" for c in table.citations), *table.columns,
                     *(" ".join(r) for r in table.rows)])  # fmt: skip
    return bool(words) and char_share(words, read) == 0


# the month the case happened in and how roughly or how few its number is: "这个月22个班，效率37左右", "才4个月" are
# about neither 月, 左右 nor 才. Narrower than `unnamed.topical` on purpose: the share of topic characters a tier list
# must hold (`tier_answers`) rises with every word dropped, and dropping all of topical's frames let number bands of
# other topics answer (measured: 12 development answers lost, 2 blind)
_WHEN_AND_HOW_MANY = re.compile(
    r"(?:这个|本|上个|当)月|左右|大概|大约|差不多|(?:才|只有|只|就)(?=[\d一二三四五六七八九十两半])"
    # "一" and a classifier before a noun only counts the thing once (一笔报销, 一张发票, 一趟出差), 一次性 aside
    r"|(?<![\d一二三四五六七八九十百千万两])一(?:笔|张|份|项|单|趟|批|件|次)(?!性)"
)


def _topic_words(question: str, glossary: Glossary) -> list[str]:
    """The question's key words a tier list or table must be about: its numbers aside, written in digits or in words
    ("进公司一年半" is not about 半; "一万整的费用" not about 一万, 整 after an amount only says it is exact), each
    number's unit kept as a word of its own (迟到3分钟 is about 分钟, as "迟到15分钟以内" is; 半天假 is about 天 and
    假, not 天假), and the words that ask (打几折, 几成). A number glued to 性 is a word (一次性)."""
    plain = _WHEN_AND_HOW_MANY.sub("，", question)
    units: list[str] = []
    for q in sorted(question_quantities(plain), key=lambda q: q.start, reverse=True):
        if plain[q.end : q.end + 1] == "性":
            continue
        end = q.end + (plain[q.end : q.end + 1] == "整")
        if q.unit and q.unit in plain[q.start : end] and q.unit not in units:
            units.insert(0, q.unit)
        plain = plain[: q.start] + "，" + plain[end:]
    words = [w for w in key_words(plain, glossary) if not any(c.isdigit() for c in w) and not _ASKS.search(w)]
    # a word the question's own reading holds that a number's unit begins (年假 of 一年半年假, read 一年 + 半年)
    words += [w for w in key_words(question, glossary) if len(w) > 1 and w not in words
              and any(w.startswith(u) for u in units) and not _NUMERAL.search(w)]  # fmt: skip
    return words + [u for u in units if u not in words]


_ASKS = re.compile(r"几|多少|啥")
_NUMERAL = re.compile(r"[\d.一二两三四五六七八九十百千万亿零〇半]")


def _no_tier_given(question: str, tier: TierAnswer | None, glossary: Glossary) -> bool:
    """Whether the question leaves the table's condition open and no tier list of its topic holds its number:
    then the table's rows by condition are the answer, even when another fragment of the same document (its notes)
    was retrieved first."""
    return tier is None or tier.tier is None or not tier_answers(question, tier, glossary)


def _names_the_asked_thing(question: str, table: TableAnswer, passages: list[Passage]) -> bool:
    """Whether the fragments the look-up read (a table with its caption, section and document) name the thing the
    question asks about (its head noun: 通讯补贴, else the noun phrase before its question word: "主管住单人间每月多少钱"
    asks about 单人间, which a table of what each post may pay back does not name; `unnamed.named`: whole, spelled
    apart or by most of its character pairs), and the noun a value question counts (几天年假: `counted_thing`); true
    when the question has no clear head or a fragment read is not among the retrieved ones."""
    head = _ASKING_WORDS.split(asked_head(question))[0]
    shortest = 3  # a head after 的 of two characters is too often a generic word (标准, 费用)
    if not head and not _ASKED_AFTER.search(question):  # the noun phrase before the question word, when it is one
        # word (单人间; not 手机话费, which a rule may write otherwise: 通讯费) and the thing asked does not follow the
        # question word ("C级区要戴什么手套" asks 手套)
        phrase = _ASKING_WORDS.split(asked_phrase(question))[0]
        one_word = len([w for w, _ in tagged(phrase)]) == 1 and phrase not in _PAY_WORDS
        head, shortest = (phrase, 2) if one_word else ("", 3)
    bodies = {p["fragment_id"]: f"{p['document']} {p['section']} {p['body']}" for p in passages}
    read = [bodies.get(c.fragment_id) for c in table.citations]
    if not read or None in read:
        return True
    text = " ".join(read)  # type: ignore[arg-type]
    # the thing a value question counts ("秩序维护员一年有几天年假" is no cell of a shift table's 备注 column, though its
    # 秩序维护员 row fits); only the counted one, since a table's terse headers (标准, 金额) rarely repeat the noun a
    # value is asked of (厨师长岗位补贴 on a 津贴 table); a thing, not an act paid for
    thing = counted_thing(question) if ask_of(question).wants_value else ""
    if thing and _THING.match(_tag_of(thing, question)) and not names_asked_thing(thing, text):
        return False
    return len(head) < shortest or named(head, text)


_THING = re.compile(r"^n(?![sr])")  # a noun, not a place, a person or a verbal noun (评审, 管理: an act)


def _tag_of(word: str, question: str) -> str:
    """The segmenter's tag of `word` as the question uses it ("" when it is no word of its own there)."""
    return next((tag for w, tag in tagged(question) if w.lower() == word), "")


# what a question calls any pay ("国庆上了6个小时，工资多少"): a table of rates names it by its own columns (时薪)
_PAY_WORDS = frozenset(["工资", "薪资", "薪水", "收入", "报酬", "钱", "费用", "金额"])
_ASKED_AFTER = re.compile(r"(?:什么|哪[个些种类位]?)[\u4e00-\u9fff]")
_ASKING_WORDS = re.compile(r"多长时间|多久|多少|几|怎么|怎样|如何|什么|哪|谁|吗|是否")


def _states_no_number(question: str, table: TableAnswer) -> bool:
    """Whether the question asks for a number (多少, 几, 上限) and the look-up's one cell holds none ("研究生、博士后、
    临时聘用人员劳务"), nor states the asked kind in words (实报实销)."""
    ask = ask_of(question)
    if not ask.wants_value or table.by_condition or table.calculation is not None or not table.values:
        return False
    return not any(_NUMERAL.search(arabic_numerals(v)) or ask.stated_by(v) for v in table.values)


_NUMERAL = re.compile(r"[\d一二两三四五六七八九十百千万半]")


# a column naming who (审批人, 对接人, 姓名; not 人均标准, 个人承担, 标准（元/人）): the look-up may name a person
_NAMES_WHO = re.compile(r"(?:审批|审核|负责|责任|对接|联系|经办|经手|办理|签批|签字|批准)人|姓名|名字")


def _names_no_one(question: str, table: TableAnswer) -> bool:
    """Whether a Chinese "谁" question's look-up names no person or office: neither its cells nor their columns (审批人)
    say who, and no cell is a bare name. The words that say who are Chinese: an English question's look-up is kept."""
    ask = ask_of(question)
    if ask.kind != "who" or language_of(question) == "en":
        return False
    told = [*table.values, *(cv.value for cv in table.by_condition)]
    if not told or any(_NAMES_WHO.search(c) for c in table.columns) or any(_bare_name(t) for t in told):
        return False
    return not any(ask.stated_by(t) for t in [*told, *table.columns])


def _bare_name(cell: str) -> bool:
    """Whether a cell is only a person's name or names (陈静; 周宁、吴迪) as jieba tags them (nr), not any short phrase
    (集中乘车, 不予报销)."""
    words = [flag for word, flag in tagged(cell) if flag != "x" and word.strip()]
    return bool(words) and all(flag == "nr" for flag in words)


def _conditions_state_none(question: str, table: TableAnswer) -> bool:
    """Whether the question asks for a value (多少钱, 几天) and none of the look-up's rows by condition holds a number
    or states the asked kind in words: such rows name the question's topic, not its answer ("住宿每晚能报多少钱" on
    a list of what each budget line may pay for: 差旅费 — 项目调研、参加学术会议的交通和住宿)."""
    ask = ask_of(question)
    if not ask.wants_value or not table.by_condition or table.calculation is not None:
        return False
    return not any(_NUMERAL.search(arabic_numerals(cv.value)) or ask.stated_by(cv.value) for cv in table.by_condition)


_EMPTY_CELL = frozenset(["", "—", "-", "–", "/", "／", "——"])


# a yes/no question asking whether something is given or held ("冲压类岗位发防毒面具吗", "有没有餐补"): an empty cell
# in the asked column answers it (none is given); any other act ("能直接升值班经理吗") is not ruled on by the cell
_ASKS_PROVISION = re.compile(r"[发配]|有没有|有[^没]{0,12}[吗么]|提供|补贴|报销")


def _only_empty(table: TableAnswer) -> bool:
    return (
        bool(table.values) and not table.by_condition and all(re.sub(r"\s", "", v) in _EMPTY_CELL for v in table.values)
    )


def _empty_for_yes_no(question: str, table: TableAnswer) -> bool:
    """Whether a yes/no question's look-up reads only empty cells ("—") and the question asks of an act the cell does
    not rule on (小时工时薪 "—" for "小时工能直接升值班经理吗"); a question whether the thing is given is answered no by
    the dash (see _empty_as_none)."""
    return ask_of(question).kind == "yes_no" and _only_empty(table) and not _ASKS_PROVISION.search(question)


def _empty_as_none(question: str, table: TableAnswer) -> TableAnswer:
    """A yes/no question whether a thing is given, answered by an empty cell: the dash said as none ("…为—（无，不
    配发）"), not as a value."""
    if ask_of(question).kind != "yes_no" or not _only_empty(table) or "为—" not in table.statement:
        return table
    return replace(table, statement=table.statement.replace("为—", "为—（无，不配发）"))


def _no_verdict_by_condition(question: str, table: TableAnswer) -> bool:
    """Whether a yes/no or definition question met rows by condition that say neither yes nor no (可以, 不得, 须…):
    the sizes of each laptop grade do not tell whether a lost laptop is paid for, nor each class's rate whether a trip
    counts as one. Rows that do ("副高级：不得申报") answer a yes/no question condition by condition, and a grade's
    rows a definition question asking which grade or class a name is ("S3是哪一类")."""
    ask = ask_of(question)
    if not table.by_condition or ask.kind not in ("yes_no", "definition"):
        return False
    if ask.kind == "definition" and asks_level(question):
        return False
    return ask.kind == "definition" or not any(ask.stated_by(cv.value) for cv in table.by_condition)


def _answers_steps(question: str, table: TableAnswer) -> bool:
    """A table answers a steps question only when the cell it reads is a procedure itself ("直属上级 → 部门负责人
    → IT部") or its column names one (审批流程, 办理程序): a row of the same topic (配置标准) is no answer to how."""
    ask = ask_of(question)
    if ask.kind != "steps":
        return True
    return ask.stated_by(" ".join(table.values)) or any(_PROCEDURE.search(c) for c in table.columns)


def tier_answers(question: str, tier: TierAnswer, glossary: Glossary) -> bool:
    if tier.tier is None or len(tier.tiers.tiers) < 2:
        return False
    ask = ask_of(question)
    told = f"{tier.tier.label} {tier.tier.value}"
    shared = ask.kind == "amount" and bool(shares_of_base(told))  # "按采购价全额赔偿" states the amount by its base
    if ask.kind not in ("general", "yes_no", "list") and not ask.stated_by(told) and not _counted_as(ask, told) \
            and not shared and not (ask.kind == "who" and names_decider(tier.tier.value)):  # fmt: skip
        return False
    where = places(question)  # a place picks a row of a table, it is not what a tier list must be about
    words = [w for w in _topic_words(question, glossary) if w not in where]
    lst = tier.tiers
    about = f"{lst.document} {lst.section} {lst.subject} {lst.context} {' '.join(t.text for t in lst.tiers)}"
    return not words or char_share(words, about) >= TOPIC_SHARE


def every_tier_answers(question: str, tier: TierAnswer, glossary: Glossary) -> bool:
    """A question asking who decides, naming no number of a tier list's scale, is answered by every tier when each
    tier's value names its decider (由车队长审批, 由运输部经理审批…) and the list is about the question's topic."""
    if tier.tier is not None or tier.asked is not None or len(tier.tiers.tiers) < 2:
        return False
    ask = ask_of(question)
    if ask.kind != "who":  # a value asked without its number is often stated once for all ("年假不少于5天…")
        return False
    if not all(ask.fit(t.value) >= 1.0 for t in tier.tiers.tiers):
        return False
    words = _topic_words(question, glossary)
    lst = tier.tiers  # the list's own words: every list of the document shares its title
    about = f"{lst.section} {lst.subject} {lst.context} {' '.join(t.text for t in lst.tiers)}"
    return bool(words) and char_share(words, about) >= TOPIC_SHARE


# "按旷工一天计", "按事假处理": what a case counts as, which is how "迟到40分钟怎么算" is answered
_COUNTED_AS = re.compile(r"按.{1,12}?(?:计|算|处理|对待)")


def _counted_as(ask: Ask, told: str) -> bool:
    """A tier saying what its case counts as answers "怎么算" (asked as a rate) as well as a percentage would."""
    return ask.kind == "rate" and bool(_COUNTED_AS.search(told))


def char_share(words: list[str], text: str) -> float:
    """Share of the words' characters found in `text`: 年假 is all there in 年休假, 工龄 half in 累计工作."""
    chars = [c for w in words for c in w]
    return sum(c in text for c in chars) / len(chars) if chars else 1.0


def fragments_read(found: TierAnswer | TableAnswer) -> set[str]:
    """The fragments a look-up read (cited), to count as relevant evidence."""
    if isinstance(found, TierAnswer):
        return {found.tiers.fragment_id}
    return {c.fragment_id for c in found.citations}


__all__ = ["facts_line", "fragments_read", "look_up", "tier_answers"]


def facts_line(question: str, passages: list[Passage], glossary: Glossary, siblings: Siblings | None = None) -> str:
    """What a look-up found, for a chat model's prompt ("" when nothing): the same facts the local answer
    states, so the model starts from the right tier or cell instead of re-reading a table."""
    found = look_up(question, passages, glossary, siblings)
    if found is None:
        return ""
    if isinstance(found, TierAnswer):
        cite = found.citation()
        return f"{found.statement}（《{cite['document']}》{cite.get('locator') or cite['section']}）"
    where = "；".join(f"《{c.document}》{c.section}（{c.row}）" for c in found.citations)
    working = f"；计算：{found.calculation.working}" if found.calculation else ""
    return f"{found.statement}{working}（{where}）"
