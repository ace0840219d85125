"""各BU HRBP与IT支持通讯录: a bare CSV export of each business unit's head, HRBP (email and phone), on-site IT
support, IT desk location and helpdesk extension, with an English BU name column."""

from __future__ import annotations

NAME = "各BU HRBP与IT支持通讯录.csv"

TEXT = """BU,英文名,BU负责人,HRBP,HRBP邮箱,HRBP电话,IT驻场支持,IT工位,IT helpdesk分机,园区
电商事业部,E-commerce BU,王磊,李思雨,lisiyu@xingheng.com,0571-8890 2101,陈凯,西溪园区A座3F,6001,西溪园区A座
云服务事业部,Cloud Services BU,赵强,周敏,zhoumin@xingheng.com,0571-8890 2102,刘洋,西溪园区B座5F,6002,西溪园区B座
内容社区事业部,Community BU,孙悦,吴晓,wuxiao@xingheng.com,0571-8890 2103,黄涛,滨江园区2F,6003,滨江园区
基础架构部,Infrastructure,钱峰,郑佳,zhengjia@xingheng.com,0571-8890 2104,杨帆,西溪园区B座6F,6002,西溪园区B座
职能中心,Corporate Functions,林静,马丽,mali@xingheng.com,0571-8890 2100,何军,西溪园区A座1F,6000,西溪园区A座
国际业务部,International BU,Mark Chen,Emily Zhang,emily.zhang@xingheng.com,+65 6812 3300,许文,新加坡办公室,6005,Singapore
"""
