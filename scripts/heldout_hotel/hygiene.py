"""食品安全与卫生管理规定: an intranet page (HTML) with site chrome, a health-certificate and morning-check rule,
a numbered list of ten prohibited acts, a violation tier table (points and fine), repeat escalation, yearly point
thresholds, the head chef's joint liability, sample retention and a reporting reward."""

from __future__ import annotations

NAME = "食品安全与卫生管理规定.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>食品安全与卫生管理规定 - 锦澜员工之家</title>
<style>table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px}</style>
</head>
<body>
<div class="topbar">锦澜员工之家 | <a href="/">首页</a> | <a href="/rules">制度</a> | <a href="/train">培训</a> | <a href="/me">我的</a></div>
<div class="content">
<h1>食品安全与卫生管理规定</h1>
<p class="meta">发布部门：集团品质管理部　更新时间：2026-03-02　阅读：1286</p>

<h2>一、健康证与晨检</h2>
<ul>
<li>接触食品的员工必须持有效健康证上岗。健康证有效期1年，到期前30天去复检。</li>
<li>每天开档前由厨师长（不在时由当班领班）晨检。</li>
<li>发热、腹泻、手部有伤口未愈的员工，当天不得从事直接接触入口食品的工作，由厨师长另行安排。</li>
</ul>

<h2>二、厨房十个严禁</h2>
<ol>
<li>严禁使用过期、变质的食材。</li>
<li>严禁生熟食品混放，严禁生熟刀具、砧板混用。</li>
<li>严禁在厨房内吸烟、随地吐痰。</li>
<li>严禁留长指甲、涂指甲油，严禁戴戒指、手链操作。</li>
<li>严禁穿厨房工作服进入卫生间。</li>
<li>严禁用手直接抓取熟食。</li>
<li>严禁把私人物品带入加工区。</li>
<li>严禁食材无标签存放（标签须写明品名和日期）。</li>
<li>严禁在加工区内进食。</li>
<li>严禁回收剩菜剩饭再次使用。</li>
</ol>

<h2>三、违规处理</h2>
<table>
<tr><th>违规等级</th><th>常见情形</th><th>扣分</th><th>罚款</th></tr>
<tr><td>一般违规</td><td>未戴工作帽或口罩、操作台面不洁、食材标签不全</td><td>2分</td><td>50元</td></tr>
<tr><td>较重违规</td><td>生熟混放、在加工区进食、在厨房吸烟</td><td>5分</td><td>200元</td></tr>
<tr><td>严重违规</td><td>使用过期变质食材、隐瞒病情上岗、回收剩菜剩饭</td><td>10分</td><td>500元</td></tr>
</table>
<ul>
<li>同一违规一个月内再次发生的，按上一等级处理；严重违规再次发生的，解除劳动合同。</li>
<li>个人年度累计扣分达到12分的，调离食品加工岗位；达到20分的，解除劳动合同。</li>
<li>罚款从当事人当月工资中扣除。厨师长负管理连带责任，按当事人罚款金额的50%处罚。</li>
</ul>

<h2>四、留样</h2>
<p>每餐次每样菜品留样不少于125克，装入留样盒后冷藏保存48小时，留样记录由厨师长签字。</p>

<h2>五、举报</h2>
<p>员工发现食品安全隐患，可以向集团品质管理部举报（电话0571-8765 2260）。经查实的，每条奖励举报人100元。</p>
</div>
<div class="footer">锦澜酒店餐饮集团 品质管理部 版权所有</div>
</body>
</html>
"""
