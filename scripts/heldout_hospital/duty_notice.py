"""关于调整夜班值班费标准的通知: a later notice (DOCX) that amends one number of the duty rules (the junior
weekday night fee) and one lead time, leaving the rest in force."""

from __future__ import annotations

from datetime import datetime

NAME = "关于调整夜班值班费标准的通知.docx"
TITLE = "关于调整夜班值班费标准的通知"
CREATED = datetime(2025, 6, 16, 15, 0, 0)

CONTENT: list[tuple] = [
    ("p", "江州市第三人民医院\n江三院人〔2025〕21号"),
    ("title", "关于调整夜班值班费标准的通知"),
    (
        "p",
        "各科室：\n"
        "为体现对一线医务人员夜间工作的关心，经2025年6月10日院长办公会研究决定，对《医务人员值班与排班管理规定》"
        "（江三院医〔2024〕9号）的部分条款调整如下：",
    ),
    (
        "p",
        "一、第十一条表1中，住院医师、护士、护师、技士（初级）的工作日夜班值班费由每次100元调整为每次150元，"
        "周末夜班由每次150元调整为每次180元；其他人员类别和法定节假日标准不变。",
    ),
    (
        "p",
        "二、第六条中换班“至少提前1天”报批调整为“至少提前2天”报批。",
    ),
    ("p", "三、本通知自2025年7月1日起执行，7月份值班费按新标准于8月随工资发放。原规定与本通知不一致的，以本通知为准。"),
    ("p", "特此通知。"),
    ("p", "人事处　医务处\n2025年6月16日"),
]
