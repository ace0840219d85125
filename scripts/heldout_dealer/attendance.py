"""门店考勤排班与休假规定: an intranet page exported to HTML from HR (a six-day retail week with one rotating day off
and peak days when none is granted, a shift table, lateness tiers, overtime pay and time off in lieu, annual leave by
years of work with peak months closed to sales staff, sick and personal leave approvals, roadside-assistance duty)."""

from __future__ import annotations

NAME = "门店考勤排班与休假规定.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>门店考勤排班与休假规定 - 恒骏集团内网</title>
</head>
<body>
<div class="nav">首页 / 人力资源 / 制度中心 / 门店考勤排班与休假规定</div>
<h1>门店考勤排班与休假规定</h1>
<p class="meta">发布部门：集团人力资源部　发布日期：2026-01-05　适用：各4S店全体员工（管理人员另有规定的除外）</p>

<h2>一、工作制度</h2>
<ol>
  <li>门店实行每周6天工作制，每周轮休1天，由部门经理排班。</li>
  <li>周六、周日和法定节假日是到店高峰，销售和售后一线岗位原则上不安排轮休。</li>
  <li>排班表须提前一周在钉钉公布；员工之间换班的，须提前1天报部门经理同意。</li>
  <li>同一部门同一天轮休的人数不得超过该部门人数的1/3。</li>
</ol>

<h2>二、班次时间</h2>
<table border="1">
  <tr><th>部门</th><th>班次</th><th>上班时间</th><th>备注</th></tr>
  <tr><td rowspan="2">销售部</td><td>早班</td><td>8:30—17:30</td><td>含午餐1小时</td></tr>
  <tr><td>晚班</td><td>11:30—20:30</td><td>含晚餐1小时</td></tr>
  <tr><td rowspan="2">售后部</td><td>白班</td><td>8:00—17:30</td><td>含午休1.5小时</td></tr>
  <tr><td>救援值班</td><td>17:30—次日8:00</td><td>在家待命，接到电话30分钟内出发</td></tr>
  <tr><td>行政/财务</td><td>常日班</td><td>9:00—18:00</td><td>周日休息</td></tr>
</table>

<h2>三、迟到与早退</h2>
<ul>
  <li>迟到或早退15分钟以内（含15分钟）的，每次扣款20元；</li>
  <li>15分钟以上至60分钟（含）的，每次扣款50元；</li>
  <li>超过60分钟的，按旷工半天处理。</li>
  <li>当月迟到、早退累计超过3次的，取消当月全勤奖（全勤奖200元/月）。</li>
</ul>

<h2>四、加班与调休</h2>
<ul>
  <li>加班须事先在钉钉提交加班申请，由部门经理审批，未经审批的不算加班。</li>
  <li>休息日（轮休日）加班的，优先安排调休，调休须在3个月内休完；确实无法安排调休的，按日工资的200%支付加班工资。</li>
  <li>法定节假日上班的，按日工资的300%支付加班工资，不安排调休。</li>
  <li>救援值班每晚补贴80元；夜间实际出车救援的，每次另计100元。</li>
  <li>车展期间在展台工作的，每天发放车展补贴100元，当天不再计算加班。</li>
</ul>

<h2>五、休假</h2>
<h3>（一）年休假</h3>
<table border="1">
  <tr><th>累计工作年限</th><th>年休假天数</th></tr>
  <tr><td>满1年不满10年</td><td>5天</td></tr>
  <tr><td>满10年不满20年</td><td>10天</td></tr>
  <tr><td>满20年</td><td>15天</td></tr>
</table>
<ul>
  <li>在集团连续工作满5年的，每年另加1天司龄假。</li>
  <li>每年3月、9月、10月为销售旺季，销售顾问、服务顾问在这三个月原则上不批年休假。</li>
  <li>年休假当年未休完的，可延至次年3月31日前休完，逾期作废。</li>
</ul>
<h3>（二）病假与事假</h3>
<ul>
  <li>病假须提供二级及以上医院的病假证明；病假期间按本人基本工资的80%发放病假工资。</li>
  <li>事假须提前1天申请，事假期间不发工资。</li>
  <li>请假审批：3天以内（含3天）由部门经理审批；3天以上由部门经理审核后报门店总经理审批。</li>
</ul>

<p class="footer">如有疑问请联系本店行政人事专员，或发邮件至 hr@hengjun-auto.com。</p>
</body>
</html>
"""
