"""场馆安全与应急管理规范: an intranet HTML page from the safety officer (pool lifeguard staffing and rotation, water
tests and their limits, AED checks and first-aid training, equipment inspections, incident reporting deadlines by
grade, prohibited acts, and a fine table for first and repeat violations within 12 months), with navigation, a
script and a footer."""

from __future__ import annotations

NAME = "场馆安全与应急管理规范.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>场馆安全与应急管理规范 - 铁锚健身员工门户</title>
<script>window.portal = {page: "safety", updated: "2026-03-02"};</script>
</head>
<body>
<div class="nav"><a href="/">员工门户</a> &gt; <a href="/ops">运营管理</a> &gt; 场馆安全与应急管理规范</div>
<h1>场馆安全与应急管理规范</h1>
<p class="meta">安全管理部　发布日期：2026年3月2日　适用于全部门店</p>

<h2>1. 泳池安全</h2>
<p>1.1 泳池开放期间，按水面面积每250平方米至少配备1名救生员，且在岗救生员不得少于2名。</p>
<p>1.2 救生员每在岗2小时轮换一次，轮换时须当面交接，交接完成前不得离开救生座。</p>
<p>1.3 泳池水质每2小时检测一次，游离性余氯应保持在0.3～1.0mg/L，pH值应保持在7.0～7.8，检测结果记入水质记录表并在泳池入口公示。
水质不合格的，立即停止开放，由店长报告安全管理部。</p>
<p>1.4 雷雨天气室外泳池一律停止开放。</p>

<h2>2. 急救与AED</h2>
<p>2.1 每家门店至少配备1台AED（自动体外除颤器），放在前台旁显眼位置，由前台主管每周检查一次电量和电极片有效期。</p>
<p>2.2 门店每个班次至少有1名持有效红十字救护员证的员工在岗。员工取得救护员证后每2年复训一次。</p>
<p>2.3 会员在训练中出现胸痛、晕厥等情况的，现场员工应立即拨打120，同时取用AED并开始心肺复苏，店长或值班负责人接到报告后5分钟内到达现场。</p>

<h2>3. 器械安全</h2>
<p>3.1 开店前由早班教练巡检全部器械，重点检查钢丝绳、卡扣、跑步机急停开关，巡检结果记入器械巡检表。</p>
<p>3.2 器械每月由供应商专业保养一次。发现故障的器械，须立即悬挂“暂停使用”标识并用警戒带隔离，当天报修。</p>

<h2>4. 事件分级与报告</h2>
<table>
<tr><th>事件等级</th><th>情形</th><th>报告时限</th><th>报告对象</th></tr>
<tr><td>一般事件</td><td>会员轻微擦伤、器械故障未伤人</td><td>24小时内</td><td>区域经理</td></tr>
<tr><td>较大事件</td><td>会员或员工受伤需送医</td><td>2小时内</td><td>运营总监、安全管理部</td></tr>
<tr><td>重大事件</td><td>溺水、心脏骤停、火灾或人员死亡</td><td>立即（30分钟内）</td><td>总经理、安全管理部</td></tr>
</table>
<p>书面事件报告须在事件发生后3日内提交安全管理部，写明经过、处置和整改措施。</p>

<h2>5. 禁止行为</h2>
<ul>
<li>救生员在岗时使用手机或离开救生座</li>
<li>私自调整或拆卸器械配重、钢丝绳</li>
<li>在消防通道、安全出口堆放器材或杂物</li>
<li>未经培训操作泳池加药设备</li>
<li>在更衣室、淋浴区拍照或录像</li>
</ul>

<h2>6. 违规处理</h2>
<table>
<tr><th>违规行为</th><th>首次</th><th>12个月内再次</th></tr>
<tr><td>救生员脱岗或在岗使用手机</td><td>罚款200元</td><td>解除劳动合同</td></tr>
<tr><td>未按时检测或未如实记录水质</td><td>罚款100元</td><td>罚款300元</td></tr>
<tr><td>故障器械未隔离</td><td>罚款100元</td><td>罚款200元</td></tr>
<tr><td>消防通道或安全出口堆放物品</td><td>罚款200元</td><td>罚款500元</td></tr>
<tr><td>AED未按规定检查</td><td>罚款50元</td><td>罚款100元</td></tr>
</table>
<p>店长对本店员工的违规负管理责任：同一门店一个季度内发生3次及以上违规的，扣减店长当季绩效奖金的20%。</p>

<footer>© 南京铁锚健身管理有限公司 员工门户 · 仅限内部使用 · 安全管理部维护</footer>
</body>
</html>
"""
