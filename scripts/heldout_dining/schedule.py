"""排班与工时FAQ: a wiki FAQ exported to HTML by the operations department (a shift table with a 夜宵档 for late-night
stores, Q：/A： blocks on publishing and swapping shifts, daily and weekly hour limits for full-timers and part-timers,
overtime multiples that differ for full-timers and part-timers, a peak-hour cover allowance, the 夜宵档 allowance,
overtime approval with a monthly-hours tier, lateness)."""

from __future__ import annotations

NAME = "排班与工时FAQ.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>排班与工时FAQ - 味道坊营运知识库</title>
</head>
<body>
<div class="breadcrumb">营运知识库 / 人员管理 / 排班与工时FAQ</div>
<h1>排班与工时FAQ</h1>
<p class="meta">维护：营运部人效组 · 最后更新：2026-01-20</p>

<h2>一、班次时间</h2>
<table border="1">
  <tr><th>班次</th><th>时间</th><th>说明</th></tr>
  <tr><td>早班</td><td>07:00–15:00</td><td>含30分钟用餐，负责开店备料</td></tr>
  <tr><td>中班</td><td>10:30–19:00</td><td>含30分钟用餐，覆盖午高峰</td></tr>
  <tr><td>晚班</td><td>15:00–23:00</td><td>含30分钟用餐，负责闭店</td></tr>
  <tr><td>夜宵档</td><td>22:00–次日02:00</td><td>仅24小时门店和夜宵门店排班</td></tr>
</table>
<p>午高峰为 11:00–13:30，晚高峰为 17:00–19:30。</p>

<h2>二、常见问题</h2>
<div class="faq">
  <p><b>Q：</b>排班表什么时候出？</p>
  <p><b>A：</b>每周五 15:00 前，由店长在排班系统发布下一周的班表。</p>

  <p><b>Q：</b>可以换班吗？</p>
  <p><b>A：</b>可以。须提前 24 小时在排班系统提交换班申请，换班双方确认后由值班经理审批。每人每月换班不超过 4 次。</p>

  <p><b>Q：</b>一天最多上几个小时？</p>
  <p><b>A：</b>全职员工每天工作不超过 10 小时，每周不超过 48 小时。小时工每天工作不超过 4 小时，每周累计不超过 24 小时。</p>

  <p><b>Q：</b>加班费怎么算？</p>
  <p><b>A：</b>全职员工加班费 = 加班小时 × 全职时薪基数 × 倍数：工作日延时加班 1.5倍，休息日加班 2倍，法定节假日加班 3倍。
  小时工不区分工作日和休息日，一律按小时工时薪计薪；法定节假日上班按小时工时薪的 2倍 计薪。时薪见《门店员工时薪标准（2026）》。</p>

  <p><b>Q：</b>高峰期临时被叫来顶岗有补贴吗？</p>
  <p><b>A：</b>有。店长在上班前不足 24 小时临时通知、在午高峰或晚高峰顶岗的，除正常工资外，每小时另发高峰补贴 5元。</p>

  <p><b>Q：</b>夜宵档有补贴吗？</p>
  <p><b>A：</b>每上一个夜宵档，发夜宵档补贴 30元，另发夜宵餐补 10元。当月夜宵档满 15 个的，另发夜宵全勤奖 150元。</p>

  <p><b>Q：</b>加班要谁批？</p>
  <p><b>A：</b>加班由值班经理在排班系统提出，店长审批；员工当月累计加班超过 36 小时的，超出部分须区域经理审批。未经审批的不计加班。</p>

  <p><b>Q：</b>休息日加班能调休吗？</p>
  <p><b>A：</b>全职员工休息日加班可以选择调休（1:1）或领取加班费，二选一；法定节假日加班只发加班费，不安排调休。</p>

  <p><b>Q：</b>迟到怎么处理？</p>
  <p><b>A：</b>迟到 5 分钟以内的不处理；迟到 5–30 分钟的，每次扣 20元；迟到超过 30 分钟的，按旷工半天处理。</p>

  <p><b>Q：</b>春节能请假吗？</p>
  <p><b>A：</b>春节（除夕至正月初六）期间门店原则上不批事假；年假须提前 15 天申请，由店长审批。</p>
</div>
</body>
</html>
"""
