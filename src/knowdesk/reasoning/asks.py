"""What a question asks for — an amount, a duration, a person, steps… — and what a sentence that gives it
looks like.

The local answer step uses both: the conclusion is the shortest clause stating the kind asked for, and
evidence that holds no statement of that kind does not answer the question (it is refused instead of
quoting the topic). Kinds are checked most specific first; "general" asks for nothing in particular.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from knowdesk.reasoning.defines import COVERED
from knowdesk.reasoning.quantities import family_of, quantities
from knowdesk.text.a_not_a import A_NOT_A
from knowdesk.text.numbers import arabic_numerals
from knowdesk.text.tokenize import tagged

AnswerKind = Literal[
    "article", "steps", "who", "date", "frequency", "duration", "amount", "count", "rate", "yes_no", "list", "definition",
    "reason", "general",
]  # fmt: skip

_NUM = r"(?:\d+(?:\.\d+)?|[一二三四五六七八九十百千万两半]+)"
_MONEY = rf"{_NUM}\s*(?:[万亿千百]?元|[万亿]|块|美元|港元|欧元)|实报实销|包干|报销标准|元/[晚天月]"
# a length of time; "每月10日" and "2024年" are dates, not lengths
_DURATION = (
    rf"(?<![\d.月])(?<!\d年)(?<![\d月]\s)(?!(?:19|20)\d{{2}}\s*年){_NUM}\s*(?:个)?"
    r"(?:工作日|工作小时|工作周|天|日|周|星期|个月|月(?!\s*\d{1,2}\s*[日号])|年|小时|分钟|秒|学时)|"
    r"半天|当日|当天|次日|即日"
)
# a date or time of day; the relative words ("当月", "次日") only place it against another event; a document number
# ("驿达运〔2022〕3号", "[2023]12号") is no day of a month
_DATE = (
    r"(?<!\d)\d{4}\s*年(?:\s*\d{1,2}\s*月)?|(?<!\d)\d{1,2}\s*月\s*\d{1,2}\s*[日号]|每月\s*\d{1,2}\s*[日号]|"
    r"(?<![\d.〕\]］])\d{1,2}\s*[日号]前?|周[一二三四五六日]|(?<!\d)\d{1,2}\s*月\s*(?:上旬|中旬|下旬|初|底|末)|\d{4}-\d{2}-\d{2}|星期[一二三四五六日天]|"
    r"(?<!\d)\d{1,2}\s*[:：]\s*\d{2}|(?<![\d.])\d{1,2}\s*点(?:半|\d{1,2}分?)?|"
    # an age of history: "19世纪60年代", "1990年代", "战国时代", "乾隆年间"
    r"(?<!\d)\d{1,2}\s*世纪|(?<!\d)\d{2,4}\s*年代|[\u4e00-\u9fff]{2}(?:时代|年间)"
)
_RELATIVE_DATE = (
    r"次月|当月|下月|下个月|上月|月底|月初|月末|年底|年初|年末|当天|当日|次日|之日|前一天|发薪日|发放日|最后工作日|"
    # paid with a salary ("押金随最后一个月工资退还", "随当月工资发放"): the pay day is the time
    r"随[^，。；;]{0,8}?工资|"
    r"\bnext (?:monthly )?(?:salary|payroll|pay ?day|pay run|month)\b|\bend of the month\b|\bsame day\b"
)
# how often: "工资至少每月支付一次", "每年进行一次", "每半年组织一次", "每2年体检一次", "密码每90天必须更换一次"
_FREQUENCY = (
    r"每(?:个)?(?:半年|半个月|月|周|年|季度|天|日|星期)(?!\s*\d)|每\s*[两二三四五六\d]\s*(?:个月|年|周|天)|"
    r"\d+\s*次\s*/\s*[年月周天]|"
    r"每\s*\d+\s*个?(?:天|日|周|星期|个月|月|年)[^，。；;]{0,8}?(?:一|1)\s*次"
)
_COUNT = rf"{_NUM}\s*(?:个|位|名|人|次|项|条|台|份|张|套|级|家|种|批|寸|页|本|件|双|副|把|间|学时|课时)"
# the measure word a count question names ("几张照片" → 张): a count in another measure ("原件1份") fits only weakly
_MEASURE = re.compile(r"(?:几|多少)(?P<m>[个位名人次项条台份家种级张本套件双副把间])")
_RATE = rf"\d+(?:\.\d+)?\s*%|百分之{_NUM}|{_NUM}\s*倍|{_NUM}\s*成|折算|按.{{1,12}}(?:发放|计算|支付|扣除)"
# a sentence that names who: an approver or contact outright (strong), or just an office (weak)
# a single-character office (人事处, 保卫科, 院办) only where it is no part of an ordinary word (处理, 部分, 科研, 办法)
_OFFICE = (
    r"上级|(?<!相关)领导|主管|经理|总监|总裁|专员|秘书|主任|委员会|部门|[院校店站厂队班]长|董事|办公会|院务会|校务会|"
    r"(?<![全内外局这那])部(?![分署件位])|(?<![每此到各好难住])处(?![理罚分于置以])|科(?![学研技目])|"
    r"(?<![一两每分])组(?![织成合建])|(?<![怎举承兴操创])办(?![理法公事证])|(?<![教议浴卧])室(?![内外])|人力资源|财务|行政|HR"
)
# a post, not an office nor a way of deciding: a word ending in an office's head (领班, 工长, 科室主任, 值班经理, 部门
# 负责人) or an English capital abbreviation (TL, HR, GM; not OA, a system) — 部门, 系统, 书面, 双方 decide nothing
_POST = (
    r"(?:(?<![延增成超加较很最擅特])长|主任|经理|领班|主管|总监|总裁|负责人|领导|董事会?|委员会|办公会|院务会|校务会|"
    r"(?<![A-Za-z])(?!OA)[A-Z]{2,4})"
)
# a tier's value opening with the post that decides ("领班审批", "由值班经理批准，报…备案", "TL签字")
_DECIDER = re.compile(
    rf"^\s*(?:由|经|报)?[\u4e00-\u9fffA-Za-z、/和或]{{0,10}}?{_POST}\s?(?:可以|可|负责|有权)?"
    r"(?:审批|批准|签批|签字|审核|审定|决定|批)"
)
_ROLE = (
    r"由.{1,16}?(?:审批|批准|负责|办理|签字|核验|确认|审核|决定|批)|(?:审批人|负责人|联系人|经办人)\s*[:：为是]|"
    rf"(?:{_OFFICE})(?:可以|可|负责|有权)?(?:审批|批准|签批|签字)|"  # "部门经理可批准员工3天假期"
    r"交至|报送|提交至|发至|联系|找"
)
_YES_NO = r"可以|不可以|可|不得|不能|能|不予|准予|允许|禁止|须|必须|应当|应|无需|不需要|需要|不超过|视为|按.{1,8}处理"
_STEP = (
    r"(?:^|[；;。\s])(?:\d+[.、．)]|（[一二三四五六七八九十\d]+）|第[一二三四五六七八九十]步)|"
    r"先|然后|再|最后|→|提交|填写|办理|领取|签订|审批|上传|报到|申请"
)
_DEFINITION = r"是指|指的是|即|称为|是|指"
# a month of the year, stated alone ("4月和10月"): the date a question asking which month wants
_MONTH = re.compile(r"(?<![\d.])(?:1[0-2]|[1-9])\s*月份?(?!\s*\d{1,2}\s*[日号])")
_MONTH_ASKED = re.compile(r"几月|哪个?月|哪几个?月|什么月份")

# the question patterns, most specific first (a question asking "几天" wants a duration, not a count; one asking
# "多久之内要补手续" wants the time, not the steps)
# "when do I need a doctor's note" asks in which case, not at what time; "…when I quit", "…when a grandparent dies" is
# the case the question is about: "when" asks a time only before the verb of a question ("when is", "when do I get",
# "by when do I"). Shared with the English → Chinese bridge (`bridge.py`).
WHEN_ASKS_A_TIME = (
    r"\bwhen\b(?=\s+(?:is|are|was|were|do|does|did|will|would|can|could|should|must|shall|has|have)\b)"
    r"(?!\s+(?:do|does|must|should)\s+\w+\s+(?:need|have\s+to|require))|\bwhen\s*[?？]"
)

# fmt: off
# the acts of a procedure a steps question asks how to do ("怎么申诉"); 办理 and 走 name none of their own
PROCEDURE_ACTS = "申请|申领|申报|申诉|上报|报告|登记|备案|注销|挂失|退宿|入住"

_ASKS: list[tuple[AnswerKind, re.Pattern[str]]] = [
    ("article", re.compile(r"第几条|哪一?条|哪个条款|哪一?款|\bwhich (?:article|section|clause)\b", re.I)),
    ("who", re.compile(r"谁|哪(?:个|位|一个)?(?:部门|科室|单位|人|领导|岗位|机构)|找哪|联系哪|\bwho(?:m|se)?\b", re.I)),
    # "每周几付款": a day of the week ("每周二、周四"), not a count ("每周几次")
    ("date", re.compile(r"哪一?年|何时|什么时候|几时|几点|哪一?天|哪几天|哪些天|几号|几月|什么日期|哪个月|哪几个?月|"
                        r"(?:周|星期|礼拜)几(?![次个天小回趟])|"
                        rf"{WHEN_ASKS_A_TIME}|\bwhat date\b|\bby when\b",
                        re.I)),
    # "由哪几部分构成", "分哪几个阶段", "有哪几种": the things themselves, not how many there are
    ("list", re.compile(r"哪几")),
    # "多久体检一次"; not "多久才开始第一次归属", which asks the length before the first time
    ("frequency", re.compile(r"(?:多久|多长时间|几个?(?:月|天|周|年))\S{0,4}(?<!第)一次|频率|\bhow often\b", re.I)),
    ("duration", re.compile(
        r"多久|多长时间|多长|几天|多少天|几个?(?:工作日|月|周|小时)|几年(?!级)|多少个?(?:工作日|小时)|期限|时限|"
        r"\bhow long\b|\bhow many (?:days|hours|weeks|months|years)\b", re.I)),
    ("rate", re.compile(r"怎么(?:算|计算|发|付|扣|计|给)|如何(?:计算|发放|支付|计)|比例|百分之|几倍|多少倍|按什么|"
                        r"\bwhat rate\b|\bpercent", re.I)),
    ("amount", re.compile(
        r"多少钱|多少元|几块|报多少|补多少|扣多少|赔多少|付多少|给多少|多少费|"
        r"(?:工资|薪资|薪酬|补贴|补助|奖金|津贴|礼金|报销|住宿|餐补|房补|租金|房租|押金|价格)\S{0,6}?(?:多少|几|上限|标准)|"
        r"(?:(?![免浪])[\u4e00-\u9fff]费|补偿|赔偿|罚款|提成|佣金|定额)\S{0,6}?(?:多少(?![张个份项次位名])|上限|标准)|"
        r"\bhow much\b|\bcost\b|\bfee\b", re.I)),
    # a cost named asks its amount, unless the question asks which costs (a list): "哪些差旅费用可以报销",
    # "哪几类培训费用公司承担", "费用包括哪些", or how to claim it (steps): "接待结束以后费用怎么报销"
    ("amount", re.compile(
        r"^(?!.*(?:哪(?:些|几?[项类种])[^，,？?]{0,4}(?:费用|金额)|什么(?:费用|金额)|(?:费用|金额)[^，,？?]{0,3}(?:包括|包含|有)(?:哪|什么)|"
        r"(?:费用|金额)[^，,？?]{0,3}(?:怎么|如何|怎样|咋)(?:报销|申请)))"
        r".*?(?:费用|金额)")),
    ("count", re.compile(
        r"几(?:个|位|名|人|次|项|条|台|份|家|种|级|张|本|套|件|双|副|把|间)|多少(?:个|位|名|人|次|项|条|台|份|家|种|张|本|套|件|双|副)|"
        r"最少要几|最多几|\bhow many\b",
        re.I)),
    ("steps", re.compile(
        r"流程|步骤|怎么(?:办|做|弄|操作|申请|提交|领取|报销|入职|开通|补办|走)|咋(?:做|弄|操作)|"
        r"如何(?:办|做|申请|提交|领取|报销|入职|开通|补办|操作)|"
        rf"(?:怎么|如何|怎样|咋)(?:样)?(?:{PROCEDURE_ACTS}|办理|走)|"
        r"手续|\bhow (?:do|can|should) i\b|\bsteps?\b|\bprocess\b|\bprocedure\b", re.I)),
    ("yes_no", re.compile(
        # "算不算", "发不发", "包不包括": a verb asked as itself or not; "工服要还不": a trailing 不 asks the same
        r"能不能|可不可以|可否|能否|是否|行不行|要不要|需不需要|有没有|" + A_NOT_A + r"|不\s*[？?]?\s*$|"
        r"有[^，,。？?]{1,12}没\s*(?:呢|啊)?\s*[？?]?\s*$|"  # "公司有食堂没？": 有…没 asks whether there is
        r"(?:可以|能|会|要|需要|算)[^，。？?]{0,20}吗|吗\s*[？?]?$|"
        r"^(?:can|may|is|are|do|does|should|must|will)\b", re.I)),
    ("list", re.compile(r"哪些|有什么|包括什么|包含什么|什么(?:情况|情形)下|\bwhich\b|\bwhat (?:are|kinds)\b", re.I)),
    ("definition", re.compile(r"什么是|是什么意思|指什么|什么叫|是指什么|含义|定义|\bwhat is (?:an?\s|meant by\b)|"
                              r"\bwhat counts as\b|\bwhat does .* mean\b", re.I)),
    ("reason", re.compile(r"为什么|为何|原因|\bwhy\b", re.I)),
]
# fmt: on
# a question asking only what a term means ("什么是间接费用？", "工伤是指什么"), whatever the term ends in, or which
# cases it covers ("哪些地方算受限空间": `defines.COVERED`)
_DEFINITION_ASKED = re.compile(
    r"^(?:请问)?(?:什么是|什么叫做?|啥是|啥叫)|是指什么|指的是什么|是什么意思|是啥意思|什么意思|的定义是|的含义是|"
    r"(?:是指|指的是)啥\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
)
# what a thing is for or which kind a name stands for ("鲸盾是干嘛用的", "N类车指的是哪种车"): answered by the sentence
# saying what it is, though the question holds 哪 or 什么 (`defines.asked_term` reads the term)
_PURPOSE_ASKED = re.compile(
    r"(?:是干(?:嘛|啥|什么)用的|是(?:做|干)(?:什么|啥)(?:用)?的|有(?:什么|啥)用(?:处)?|(?:是|指的?是)哪(?:种|类|一种|一类)"
    r"[\u4e00-\u9fff]{0,3})\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
)
_ANOTHER_ASK = re.compile(r"多少|几|多久|多长|谁|哪|怎么|如何|吗|能否|是否|[，,；;].*[？?]")
# a question that names what it wants by a noun and asks nothing else ("2022年特斯拉交付量", "…死亡人数",
# "宣誓仪式的时间"): a number of what the noun measures, or a date
_NOUN_NUMBER = re.compile(r"(?:[量数额率]|产值|收入|营收|利润|票房|规模|价格|总价|身高|面积|人口)\s*[？?。]?\s*$")
_ORDINAL_ASKED = re.compile(r"第(?:几|多少)")
_NOUN_DATE = re.compile(r"(?:时间|日期|时候)\s*[？?。]?\s*$")
# "公司有多少员工": what a bare 多少 counts, a noun of two characters or more closing the question
_COUNTED = re.compile(
    r"(?<!哪)(?:多少|几)[个名位张份台件条本次项种家所间套辆户度吨米斤]?([\u4e00-\u9fff]{2,4}?)\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
)
_VALUE_NOUN = re.compile(
    r"[资薪费金钱款价税息额奖贴补]$|时间$|期限$"
)  # "涨多少工资": a value in itself, stated as a rate as often
# a year the question itself names ("2021年…增长了多少"): a sentence holding only that year states no value
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")
# a question for a number without saying which kind ("多少？", "上限是多少", "最少要几位")
_SOME_NUMBER = re.compile(r"多少|几|上限|下限|最多|最少|最长|最短|最高|最低|\bhow many\b|\bhow much\b|\blimit\b", re.I)

# "how much annual leave", "how much time": an amount of something other than money, stated in any unit
_HOW_MUCH_OF = re.compile(
    r"\bhow much\s+(?!money\b|cash\b|(?:is|are|was|does|do|did|can|could|will|would|should|must|may|of|for|to|"
    r"i|we|you|they|it)\b)[a-z]",
    re.I,
)

# the same in English sentences
_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# "approved by", "chaired by": a sentence naming who does the act asked about
_EN_DONE_BY = r"\b(?:approved|signed off|decided|chaired|authori[sz]ed|handled|reviewed)\s+by\b"
_EN_STATES: dict[AnswerKind, str] = {
    "frequency": r"\b(?:every|each|per)\s+(?:\d+\s+)?(?:days?|weeks?|months?|years?|quarters?)\b|"
    r"\b(?:daily|weekly|monthly|yearly|annually|once|twice)\b",
    "date": rf"\b{_MONTHS}\s+\d{{1,2}}\b|\b\d{{1,2}}\s+{_MONTHS}|(?<![〔\[［])\b(?:1[5-9]|20)\d{{2}}\b(?![〕\]］])",
    "duration": r"\b\d+(?:\.\d+)?\s*(?:-\s*)?(?:(?:working|paid|unpaid|calendar|consecutive|full|business)\s+)?"
    r"(?:days?|weeks?|months?|years?|hours?|minutes?)\b",
    "amount": r"[$€£¥]\s?\d|\b\d[\d,.]*\s*(?:%|percent|dollars?|usd|eur|yuan|rmb|million|billion)\b|"
    r"\b(?:usd|eur|gbp|inr|cad|aud|chf|jpy|sgd|cny|rmb)\s?\d",  # "USD 250": the code before the number
    "rate": r"\b\d[\d,.]*\s*(?:%|percent|times)\b|\b(?:double|triple|half)\b",
    "count": r"\b\d[\d,]*\s+[a-z]+",
    "who": r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+|\bby\s+[A-Z]|\b(?:manager|director|head|department|hr|team)\b|"
    + _EN_DONE_BY,
    "yes_no": r"\b(?:may|must|can|cannot|not|no|shall|should|required?|requires|allowed|permitted|entitled|blocked|"
    r"prohibited|forbidden|banned|needs?)\b",
}
_STATES: dict[AnswerKind, re.Pattern[str]] = {
    "steps": re.compile(_STEP),
    "who": re.compile(_ROLE),
    "date": re.compile(_DATE),  # `_RELATIVE_DATE` fits weakly (`Ask.fit`)
    "frequency": re.compile(_FREQUENCY),
    "duration": re.compile(_DURATION),
    "amount": re.compile(f"{_MONEY}|{_RATE}"),  # "试用期工资按多少发" is answered by a share of the salary
    "count": re.compile(_COUNT),
    "rate": re.compile(f"{_RATE}|{_MONEY}"),  # "迟到超过3次怎么扣" is answered by 每次扣款50元
    "yes_no": re.compile(_YES_NO),
    "definition": re.compile(_DEFINITION),
}
# numbering ("第八十九条", "（一）"): not a value, whatever the numerals
_ORDINAL = re.compile(
    r"第[一二三四五六七八九十百千零〇两\d]+\s*(?:[条款项章节篇部届期批轮代艘]|季度?)|[（(][一二三四五六七八九十\d]+[）)]"
)
_ANY_NUMBER = re.compile(rf"\d|{_NUM}\s*[个天年月日周人名次元倍%场座头只辆户集首届]")
_OFFICE_RE = re.compile(_OFFICE)


def names_decider(value: str) -> bool:
    """A tier's value opening with the post that does the approving ("领班审批", "由车间主任签字，报…备案", "GM批准"):
    the band's decider, though no office word of `_OFFICE` names the post. The act with no post before it names none:
    "须事先审批", "经审批后执行", "书面审批", "系统审批，自动通过", "由部门审批", "双方签字"."""
    return _DECIDER.search(value.strip(" ：:，,")) is not None


_DATE_RE = re.compile(_DATE)
_RELATIVE_DATE_RE = re.compile(_RELATIVE_DATE)
_EN_STATE_RE = {k: re.compile(v, re.I if k != "who" else 0) for k, v in _EN_STATES.items()}
# a question asking for a sum ("一共", "加起来", "in total"); 累计 also asks a running total of one thing
# the question asks what one person gets ("每人最多多少", "人均", "每位客人"), not a total over people
PER_PERSON_ASKED = re.compile(r"每人|每个人|每位|人均|一个人|一人")
TOTAL_ASKED = re.compile(r"一共|总共|合计|共计|加起来|加在一起|加一起|总计|\bin total\b|\baltogether\b", re.I)
_TOTAL_ASK = re.compile(f"{TOTAL_ASKED.pattern}|累计", re.I)
TOTAL_STATED = re.compile(r"合计|共计|总共|一共|累计|总[计额数量投长]|全长|即[^，。；]{0,12}\d|\btotal\b", re.I)
# kinds whose answer is a value: evidence without one does not answer the question
# the units (`quantities.family_of`) a value of each kind comes in, beside the patterns above
_FAMILIES: dict[AnswerKind, frozenset[str]] = {
    "duration": frozenset(["day", "year", "hour", "week", "night"]),
    "amount": frozenset(["money", "percent"]),
    "rate": frozenset(["money", "percent"]),
    "count": frozenset(["count", "people"]),
}
VALUE_KINDS: frozenset[AnswerKind] = frozenset(["date", "frequency", "duration", "amount", "count", "rate"])


@dataclass(frozen=True)
class Ask:
    """What the question asks for. `numeric` is set for a bare "多少/几" whose unit the kinds did not name."""

    kind: AnswerKind
    numeric: bool = False
    _total: bool = False
    measure: str = ""  # a count's measure word (张, 份, 次); "个" and "" accept any
    given_years: frozenset[str] = frozenset()  # years the question names: the value asked for is not one of them
    counted: str = ""  # the noun a bare "多少/几" counts ("多少员工"): the number must stand beside it
    # the unit a duration question names ("多少天" → day, "几个月" → month): others fit only weakly; "month" for a
    # date question asking which month ("晋升窗口是几月份")
    unit: str = ""
    lead: bool = False  # a duration question asks how long before something ("要提前几天"): `LEAD_TIME`
    ordinal: bool = False  # "第几代", "第多少届": a place in a series is the value asked, not numbering to skip
    # the length unit a bare "多少/几" counts in ("多少公里"): a number in it only as a rate ("90公里/小时") is a speed
    per_unit: str = ""

    def stated_by(self, text: str) -> bool:
        """Does `text` state an answer of this kind (a value for value kinds, a role for who…)?"""
        return self.fit(text) > 0

    def fit(self, text: str) -> float:
        """How plainly `text` states an answer of this kind: 1 (it does), 0.5 (only weakly: an office named
        for a "who" question, "当月" for a "when"), 0 (it does not). Chinese numerals count as digits ("二〇一四年四月二十四日")."""
        text = arabic_numerals(text if self.ordinal else _ORDINAL.sub(" ", text))
        for year in self.given_years:
            text = re.sub(rf"(?<!\d){year}(?!\d)\s*年?", " ", text)
        if self.kind == "duration":
            if self.lead:  # "请事假要提前多久": a lead time answers it; a leave's length only weakly
                return 1.0 if LEAD_TIME.search(text) else min(self._fit(text), 0.5)
            text = LEAD_TIME.sub(" ", text)  # "提前三十日通知" is no answer to how long probation lasts
        return self._fit(text)

    def _fit(self, text: str) -> float:
        pattern = _STATES.get(self.kind)
        if self.kind == "date" and self.unit == "month":  # "每年开放两次：4月和10月"; "次月1日" only weakly
            return 1.0 if _MONTH.search(text) else (0.5 if pattern is not None and pattern.search(text) else 0.0)
        if pattern is not None and pattern.search(text):
            if self.kind == "count" and self.measure not in ("", "个"):
                return 1.0 if re.search(rf"{_NUM}\s*{self.measure}", text) else 0.5
            if (
                self.kind == "duration" and self.unit
            ):  # "多少天内申请" is not answered by "1年内" as well as by "30日内"
                unit = _UNIT_STATED[self.unit]
                return 1.0 if any(unit.search(m.group(0)) for m in pattern.finditer(text)) else 0.5
            return 1.0
        english = _EN_STATE_RE.get(self.kind)
        if english is not None and english.search(text):
            return 1.0
        families = _FAMILIES.get(self.kind)
        if families and any(family_of(q.unit).split("/")[0] in families for q in quantities(text)):
            return 1.0
        if (self.kind == "who" and _OFFICE_RE.search(text)) or (self.kind == "date" and _RELATIVE_DATE_RE.search(text)):
            return 0.5
        if self.numeric and self.kind != "date":  # a bare "多少" asks for a number, not a year or a date
            text = _DATE_RE.sub(" ", text)
        if self.numeric and self.per_unit:
            amounts = re.findall(rf"\d[\d.,]*\s*{self.per_unit}\s*(/|每)?", text)
            if amounts and all(amounts):  # "多少公里" on "不得超过90公里/小时": a speed, not the distance asked
                return 0.0
        if self.numeric and self.counted:
            # "44名运动员", "员工共320名", "死亡人数已上升至119人"
            near = (rf"\d[\d.,]*\s*[万千百亿]?\s*[名位个人]?\s*的?{self.counted}|"
                    rf"{self.counted}(?:人数|数量|总数|个数)?[^，。；\d]{{0,4}}\d")  # fmt: skip
            return 1.0 if re.search(near, text) else 0.0
        return 1.0 if self.numeric and (_ANY_NUMBER.search(text) or quantities(text)) else 0.0

    @property
    def total(self) -> bool:
        """The question asks for a sum ("一共", "合计", "总共"): a sentence stating the total answers it."""
        return self._total

    @property
    def wants_value(self) -> bool:
        return self.kind in VALUE_KINDS or self.numeric


# an English question opening with an auxiliary ("Can I…", "Do we get…", "Is there…") and holding no question word
# asks yes or no, whatever noun it names (a fee, a cost): the other kinds' English cues are nouns as often as asks
_EN_YES_NO = re.compile(
    r"^(?:can|could|may|might|is|are|was|were|do|does|did|should|must|will|would|am|have|has)\s+(?:i|we|you|my|our|"
    r"they|he|she|it|the|a|an|there|this|that|employees?|staff)\b",
    re.I,
)
_EN_WH = re.compile(r"\b(?:how|what|when|where|who|whom|whose|which|why)\b", re.I)
# "休病假那几天", "这几个月", "好几次": a stretch or a number the asker points at, not one asked for
_SOME_FEW = re.compile(r"(?:那|这|好)几(?=个?(?:天|日|月|年|周|星期|小时|次))")


@lru_cache(maxsize=4096)  # asked once per candidate sentence and tier list: a pure read of the question
def ask_of(question: str) -> Ask:
    """The kind of answer `question` asks for (English and Chinese wording)."""
    q = _SOME_FEW.sub("", question.strip())
    total = bool(_TOTAL_ASK.search(q))
    years = frozenset(_YEAR.findall(arabic_numerals(q)))
    if (
        (_DEFINITION_ASKED.search(q) and not _ANOTHER_ASK.search(q))
        or COVERED.search(q)
        or (_PURPOSE_ASKED.search(q) and not re.search(r"[，,；;]", q))
    ):
        return Ask("definition", _total=total, given_years=years)  # "什么是间接费用": not an amount for its 费用
    if _EN_YES_NO.match(q) and not _EN_WH.search(q):  # "Can I put my gym fee on my expense report?": no amount
        return Ask("yes_no", numeric=bool(_SOME_NUMBER.search(q)), _total=total, given_years=years)
    for kind, pattern in _ASKS:
        if pattern.search(q):
            measure = m.group("m") if kind == "count" and (m := _MEASURE.search(q)) else ""
            numeric = kind in ("yes_no", "list") and bool(_SOME_NUMBER.search(q.replace("哪几", "")))
            numeric = numeric or (kind == "amount" and bool(_HOW_MUCH_OF.search(q)))
            unit = _duration_unit(arabic_numerals(q)) if kind == "duration" else ""
            unit = "month" if kind == "date" and _MONTH_ASKED.search(q) else unit
            lead = kind == "duration" and bool(_LEAD_ASKED.search(q))
            return Ask(kind, numeric=numeric, _total=total, given_years=years, measure=measure, unit=unit, lead=lead)
    if _NOUN_DATE.search(q) and not _SOME_NUMBER.search(q):
        return Ask("date", _total=total, given_years=years)
    numeric = bool(_SOME_NUMBER.search(q) or _NOUN_NUMBER.search(q))
    ordinal = bool(_ORDINAL_ASKED.search(q))
    per_unit = m.group(1) if (m := _PER_UNIT_ASKED.search(q)) else ""
    return Ask(
        "general", numeric=numeric, _total=total, given_years=years, counted=_counted(q), ordinal=ordinal,
        per_unit=per_unit,
    )  # fmt: skip


_PER_UNIT_ASKED = re.compile(r"(?:多少|几)\s*(公里|千米|米)")


# a length of time before something, not a length of it: "提前三十日", "解除合同前30日", "离职前3个工作日"
# ("试用期前3个月" is the first three months: only days count after a bare 前)
LEAD_TIME = re.compile(
    rf"提前\s*{_NUM}\s*个?(?:工作日|天|日|周|星期|个月|月|小时)|"
    rf"(?<![提之以日月年天当])前\s*{_NUM}\s*(?:个工作日|工作日|天|日)(?!\s*[内起])"
)
# a question asking for a lead time: "要提前几天通知", "离职提前多久申请", "多少天前要报备"
_LEAD_ASKED = re.compile(
    r"提前\s*(?:多久|多长时间|几|多少)|(?:多久|几天|多少天|几个?工作日)\s*[之以]?前|\bhow (?:many|long)\b.*\b(?:before|in advance|ahead)\b",
    re.I,
)
# the unit a duration question names, and how a stated length in that unit ends
_UNIT_ASKED = [
    ("workday", re.compile(r"(?:几|多少)个?工作日")),
    ("hour", re.compile(r"(?:几|多少)个?(?:小时|钟头|学时)")),
    ("day", re.compile(r"(?:几|多少)[天日]")),
    ("week", re.compile(r"(?:几|多少)个?(?:周|星期)")),
    ("month", re.compile(r"(?:几|多少)个月")),
    ("year", re.compile(r"(?:几|多少)年")),
]
_UNIT_STATED = {
    "workday": re.compile(r"工作日$"),
    "hour": re.compile(r"(?:小时|学时)$"),
    "day": re.compile(r"(?:工作日|天|日)$|^(?:半天|当日|当天|次日|即日)$"),
    "week": re.compile(r"(?:周|星期)$"),
    "month": re.compile(r"月$"),
    "year": re.compile(r"年$"),
}


def _duration_unit(question: str) -> str:
    return next((unit for unit, pattern in _UNIT_ASKED if pattern.search(question)), "")


def _counted(question: str) -> str:
    """The thing a bare "多少/几" counts when the question closes on it and it is a plain noun ("多少员工"), else "";
    for a question closing on a number of something ("运动员数量", "死亡人数"), the word before it."""
    m = _COUNTED.search(question)
    if not m:
        return _numbered(question)
    if _VALUE_NOUN.search(m.group(1)):
        return ""
    return m.group(1) if all(flag.startswith("n") for _, flag in tagged(m.group(1))) else ""


_NUMBER_OF = re.compile(r"(?:人数|数量|总数|个数)\s*(?:是多少|有多少)?\s*[？?。]?\s*$")


def _numbered(question: str) -> str:
    """ "北京冬奥会澳大利亚运动员数量" → 运动员, "爆炸死亡人数" → 死亡: the noun or verb the number is of (two characters
    or more), "" when the question does not close on a number of something."""
    m = _NUMBER_OF.search(question)
    if not m:
        return ""
    words = [(w, f) for w, f in tagged(question[: m.start()]) if w.strip()]
    if not words:
        return ""
    word, flag = words[-1]
    return word if len(word) >= 2 and flag.startswith(("n", "v")) and not flag.startswith("nr") else ""


# an English sentence naming who acts: a role, or a deed done by someone ("is approved by", "the approval of")
_EN_ROLE = re.compile(
    r"\b(?:manager|director|head|vp|ceo|cfo|cto|coo|controller|committee|officer|lead|supervisor|hr|people partner|"
    r"board|president|chair)s?\b|" + _EN_DONE_BY + r"|\bapproval (?:of|from)\b",
    re.I,
)


def names_a_role(text: str) -> bool:
    """An English sentence names who decides or acts ("is approved by the department VP", "your manager approves")."""
    return _EN_ROLE.search(text) is not None


def state_spans(kind: AnswerKind, text: str) -> list[tuple[int, int]]:
    """Where in `text` values of `kind` are stated (for trimming a conclusion to the clause holding one)."""
    pattern = _STATES.get(kind)
    return [m.span() for m in pattern.finditer(text)] if pattern is not None else []


__all__ = [
    "PROCEDURE_ACTS",
    "TOTAL_STATED",
    "VALUE_KINDS",
    "AnswerKind",
    "Ask",
    "ask_of",
    "names_a_role",
    "names_decider",
    "state_spans",
]
