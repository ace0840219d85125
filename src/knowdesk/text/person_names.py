"""Whether a short Chinese phrase looks like a person's name: a surname first (王, 欧阳), or the familiar 小王 / 老张.
Roles, places and posts (a workshop's cashier, a branch store, a district) do not, so a question "XXX是谁" about them is
looked up like any question rather than refused as someone nobody knows."""

from __future__ import annotations

from knowdesk.text.places import province_of
from knowdesk.text.tokenize import tagged

# the commonest single-character surnames (together about 85% of people): few of them open an ordinary word, so a
# reader of role sentences (`assessment/facts.py`) may take them as a name's start
SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马胡朱郭何罗高林郑梁谢宋唐许邓冯韩曹曾彭萧蔡潘田董袁于余叶蒋杜苏魏程吕丁沈任姚卢傅钟姜"
    "崔谭廖范汪陆金石戴贾韦夏邱方侯邹熊孟秦白江阎薛尹段雷黎史龙陶贺顾毛郝龚邵万钱严覃武洪"
)
# less common ones, many also opening ordinary words (管理, 车间, 关注, 单独): a whole short phrase may still be a name
MORE_SURNAMES = frozenset(
    "闫岳常乔付牛温翟齐易康伍柳申葛殷聂喻游汤尚庄辛靳焦车裴祝柴艾鲁时管窦包关房樊兰左晏施解应宗谈匡瞿屠甘符项詹鲍"
    "毕卜俞查涂蒲简饶卓蓝季滕迟牟景戚冉宫倪单骆祁"
)
COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "司徒", "夏侯", "令狐")
FAMILIAR = ("小", "老", "阿")  # 小王, 老张, 阿王: a surname said familiarly
# what a place or an organisation's name ends with (徐汇店, 罗湖区, 张江仓, 总部): a post there is asked, no person
PLACE_ENDS = ("店", "区", "仓", "厂", "院", "部", "中心", "公司", "县", "镇", "路", "处", "科", "所", "站", "基地")


def looks_like_a_name(phrase: str) -> bool:
    """A two-to-four-character phrase opening with a surname (or 小/老/阿 and one), naming no city or province."""
    text = phrase.strip()
    if not 2 <= len(text) <= 4 or not all("\u4e00" <= ch <= "\u9fff" for ch in text):
        return False
    if text[0] in FAMILIAR and len(text) == 2:
        return text[1] in SURNAMES | MORE_SURNAMES
    if text.endswith(PLACE_ENDS):
        return False
    if text.startswith(COMPOUND_SURNAMES):
        return True
    if text[0] not in SURNAMES | MORE_SURNAMES:
        return False
    parts = tagged(text)
    first, flag = parts[0]
    if len(first) >= 2 and first != text and not flag.startswith("nr"):
        return False  # "车间里": a word of its own (车间) opens it, not a surname
    return not any(len(w) >= 2 and province_of(w) for w, _ in parts)
