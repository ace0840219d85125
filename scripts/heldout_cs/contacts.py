"""各班组联系人通讯录: a bare CSV export of each team's shift, team leader (extension and email), quality inspector,
risk-control specialist and duty supervisor."""

from __future__ import annotations

NAME = "各班组联系人通讯录.csv"

TEXT = """班组,班次,组长,组长分机,组长邮箱,质检专员,质检分机,风控专员,风控电话,值班主管
在线一组,早班,陈晓雯,8101,chenxiaowen@yuegou.com,刘芳,8201,王强,0512-6688 3301,赵敏
在线二组,中班,李娜,8102,lina@yuegou.com,刘芳,8201,王强,0512-6688 3301,赵敏
在线三组,晚班,周航,8103,zhouhang@yuegou.com,孙丽,8202,郑伟,0512-6688 3302,钱坤
电话组,早班,吴婷,8104,wuting@yuegou.com,孙丽,8202,王强,0512-6688 3301,赵敏
工单与邮件组,中班,黄磊,8105,huanglei@yuegou.com,何静,8203,郑伟,0512-6688 3302,钱坤
夜班组,夜班,马骏,8106,majun@yuegou.com,何静,8203,冯涛,0512-6688 3303,钱坤
"""
