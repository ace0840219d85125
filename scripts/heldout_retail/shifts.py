"""门店排班与调班规则: an intranet page (HTML) with navigation and footer chrome, a shift table whose header spans
two rows (rowspan / colspan), bullet rules, sub-headed prose and a lateness table."""

from __future__ import annotations

NAME = "门店排班与调班规则.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>门店排班与调班规则</title>
<style>table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px}</style>
</head>
<body>
<nav><a href="/">首页</a> | <a href="/rules">制度中心</a> | <a href="/training">培训课堂</a> | <a href="/me">我的排班</a></nav>
<div role="banner">麦香里员工之家</div>
<main>
<h1>门店排班与调班规则</h1>
<p>发布部门：营运管理部　版本：V2.3　生效日期：2025年3月1日　适用范围：全部直营门店</p>

<h2>一、班次设置</h2>
<p>门店按营业时间设早班、中班、晚班三个基本班次；24小时门店另设夜班。各班次的时间和班次补贴见下表。</p>
<table>
<caption>表1 门店班次及班次补贴</caption>
<tr><th rowspan="2">班次</th><th rowspan="2">上班时间</th><th rowspan="2">下班时间</th><th colspan="2">班次补贴</th></tr>
<tr><th>全职员工（元/班）</th><th>小时工（元/小时）</th></tr>
<tr><td>早班</td><td>06:30</td><td>15:00</td><td>10</td><td>1</td></tr>
<tr><td>中班</td><td>10:30</td><td>19:30</td><td>0</td><td>0</td></tr>
<tr><td>晚班</td><td>14:30</td><td>23:00</td><td>15</td><td>1.5</td></tr>
<tr><td>夜班（仅24小时门店）</td><td>22:30</td><td>次日07:00</td><td>30</td><td>3</td></tr>
</table>
<p>注：班次补贴随当月工资发放；实习生按小时工标准执行。</p>

<h2>二、排班</h2>
<ul>
<li>店长于每周四18:00前在“麦香通”APP发布下一周（周一至周日）的排班表，排班表发布后原则上不再调整。</li>
<li>全职员工每周排班5天，每天工作8小时（另有1小时用餐休息，不计工时）；连续上班不得超过6天。</li>
<li>小时工每日工作不超过4小时，每周累计不超过24小时。</li>
<li>两个班次之间的休息时间不少于11小时，上晚班后次日不得排早班。</li>
<li>每位全职员工每月至少安排2个周末休息日（周六或周日）。</li>
<li>怀孕7个月以上的女员工和哺乳未满1周岁婴儿的女员工，不安排晚班和夜班。</li>
</ul>

<h2>三、调班与换班</h2>
<h3>（一）员工换班</h3>
<p>员工之间换班的，应至少提前48小时在“麦香通”APP提交换班申请，经换班双方确认后报店长审批。换班双方须岗位相同或具备相应岗位资格（如收银岗须持有收银上岗证）。每人每月换班不超过4次。</p>
<h3>（二）临时调班</h3>
<p>不足48小时的临时调班，须电话联系店长同意后在APP补录；在当班开始前4小时内提出的，还须经区域经理同意。因病临时调班的，应在3日内补交医院诊断证明。</p>
<h3>（三）跨店支援</h3>
<p>因客流需要，区域经理可以安排员工跨店支援，单次支援不超过7天。支援期间每天发放交通补贴20元；支援门店与原门店距离超过10公里的，每天发放30元。</p>

<h2>四、迟到、早退与旷工</h2>
<table>
<tr><th>情形</th><th>处理</th></tr>
<tr><td>迟到或早退5分钟以内</td><td>口头提醒；当月累计3次按一次迟到（5至30分钟）处理</td></tr>
<tr><td>迟到或早退5分钟以上至30分钟</td><td>每次扣款20元</td></tr>
<tr><td>迟到或早退30分钟以上至2小时</td><td>每次扣款50元，并扣当月绩效分2分</td></tr>
<tr><td>迟到或早退2小时以上</td><td>按旷工半天处理</td></tr>
</table>
<p>旷工1天的，扣除当日工资的2倍；连续旷工3天或一个月内累计旷工5天的，属于严重违纪，公司可以解除劳动合同。</p>

<h2>五、其他</h2>
<p>本规则由营运管理部负责解释。如有疑问，请联系区域人事专员，或拨打员工热线400-820-6618转2。</p>
</main>
<footer>© 麦香里食品连锁有限公司　内部资料，请勿外传</footer>
</body>
</html>
"""
