"""排班与夜班补贴FAQ: a wiki FAQ page exported to HTML by the workforce-management team (a shift table, Q：/A: blocks on
publishing and swapping shifts, night-shift allowance and full-attendance bonus, night-shift limits, overtime pay on an
hourly base with weekday, rest-day and holiday multiples, time off in lieu, lateness, leave in peak season)."""

from __future__ import annotations

NAME = "排班与夜班补贴FAQ.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>排班与夜班补贴FAQ - 悦购客服知识库</title>
</head>
<body>
<div class="breadcrumb">客服知识库 / 人员管理 / 排班与夜班补贴FAQ</div>
<h1>排班与夜班补贴FAQ</h1>
<p class="meta">维护：WFM排班组 · 最后更新：2026-02-20</p>

<h2>一、班次时间</h2>
<table border="1">
  <tr><th>班次</th><th>上班时间</th><th>说明</th></tr>
  <tr><td>早班</td><td>08:00–16:30</td><td>含30分钟用餐</td></tr>
  <tr><td>中班</td><td>12:00–20:30</td><td>含30分钟用餐</td></tr>
  <tr><td>晚班</td><td>14:00–22:30</td><td>含30分钟用餐</td></tr>
  <tr><td>夜班</td><td>22:00–次日08:00</td><td>仅在线客服、工单组排夜班</td></tr>
</table>

<h2>二、常见问题</h2>
<div class="faq">
  <p><b>Q：</b>排班表什么时候出？</p>
  <p><b>A：</b>每周四 18:00 前，由组长在排班系统发布下一周的班表。</p>

  <p><b>Q：</b>可以换班吗？</p>
  <p><b>A：</b>可以。须提前 48 小时在排班系统提交换班申请，换班双方确认后由组长审批。每人每月换班不超过 3 次。</p>

  <p><b>Q：</b>夜班补贴多少？</p>
  <p><b>A：</b>每上一个夜班补贴 80元。当月夜班满 10 个的，另发 200元 夜班全勤奖。夜班补贴随次月工资发放。</p>

  <p><b>Q：</b>一个月最多排几个夜班？</p>
  <p><b>A：</b>每人每月夜班不超过 12 个，连续夜班不超过 4 个，夜班结束后至少休息 24 小时。</p>

  <p><b>Q：</b>加班费怎么算？</p>
  <p><b>A：</b>客服加班费按小时计算，加班小时基数统一为 30元/小时：工作日延时加班按 1.5倍，休息日加班按 2倍，法定节假日加班按 3倍。</p>

  <p><b>Q：</b>加班要谁批？</p>
  <p><b>A：</b>加班须由组长提前在排班系统发起，客服主管审批；未经审批的不计加班。</p>

  <p><b>Q：</b>休息日加班可以调休吗？</p>
  <p><b>A：</b>休息日加班可以选择调休（按1:1）或领取加班费，二选一；法定节假日加班只发加班费，不安排调休。</p>

  <p><b>Q：</b>迟到怎么处理？</p>
  <p><b>A：</b>迟到 5 分钟以内不扣款；迟到 5–30 分钟的，每次扣 20元；迟到超过 30 分钟的，按旷工半天处理。</p>

  <p><b>Q：</b>大促期间能请假吗？</p>
  <p><b>A：</b>618（6月1日–6月20日）和双11（11月1日–11月15日）期间原则上不批事假；年假须提前 30 天申请，由主管审批。</p>

  <p><b>Q：</b>夜班有吃的吗？</p>
  <p><b>A：</b>夜班在 02:00 提供免费夜宵，不另发餐补。</p>
</div>
<p class="footer">排班问题请联系所在班组组长（见《各班组联系人通讯录》）。</p>
</body>
</html>
"""
