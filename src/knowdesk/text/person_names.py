"""Whether a short Chinese phrase looks like a person's name: a common surname first (王, 欧阳), or the familiar 小王 /
老张. Roles, places and posts ("院里出纳", "深圳门店", "宁波城东店") do not, so a question "XXX是谁" about them is looked
up like any question rather than refused as someone nobody knows."""

from __future__ import annotations

from knowdesk.text.places import province_of
from knowdesk.text.tokenize import tagged

# the commonest single-character surnames (together well over 90% of people)
SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马胡朱郭何罗高林郑梁谢宋唐许邓冯韩曹曾彭萧蔡潘田董袁于余叶蒋杜苏魏程吕丁沈任姚卢傅钟姜"
    "崔谭廖范汪陆金石戴贾韦夏邱方侯邹熊孟秦白江阎薛尹段雷黎史龙陶贺顾毛郝龚邵万钱严覃武洪闫岳常乔付牛温翟齐易康"
    "伍柳申葛殷聂喻游汤尚庄辛靳焦车裴祝柴艾鲁时管窦包关房樊兰左晏施解应宗谈匡瞿屠甘符项詹鲍毕卜俞查涂蒲简饶卓"
    "蓝季滕迟牟景戚冉宫倪单"
)
COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "司徒", "夏侯", "令狐")
FAMILIAR = ("小", "老", "阿")  # 小王, 老张, 阿杰: a name said familiarly


def looks_like_a_name(phrase: str) -> bool:
    """A two-to-four-character phrase opening with a surname (or 小/老/阿 and one), naming no city or province."""
    text = phrase.strip()
    if not 2 <= len(text) <= 4 or not all("\u4e00" <= ch <= "\u9fff" for ch in text):
        return False
    if text[0] in FAMILIAR and len(text) == 2:
        return text[1] in SURNAMES
    if text.startswith(COMPOUND_SURNAMES):
        return True
    if text[0] not in SURNAMES:
        return False
    parts = tagged(text)
    first, flag = parts[0]
    if len(first) >= 2 and first != text and not flag.startswith("nr"):
        return False  # "车间里": a word of its own (车间) opens it, not a surname
    return not any(len(w) >= 2 and province_of(w) for w, _ in parts)
