"""差旅与费用报销管理办法: an intranet page exported to HTML from the finance department (claim deadlines, approval by
single amount in a table, city tiers by name, lodging by city tier × staff level under a two-row header, meal and
local-transport allowances per day, seat classes, petty cash by 作业区等级 with a cash limit per payment)."""

from __future__ import annotations

NAME = "差旅与费用报销管理办法.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>差旅与费用报销管理办法 - 东屿港员工门户</title>
<style>body{font-family:sans-serif} table{border-collapse:collapse} td,th{border:1px solid #999;padding:4px 8px}</style>
<script>window.portal = {section: "finance", build: "2026.03"};</script>
</head>
<body>
<div class="nav"><a href="/">员工门户</a> &gt; <a href="/finance">财务制度</a> &gt; 差旅与费用报销管理办法</div>
<h1>差旅与费用报销管理办法</h1>
<p class="meta">发布部门：财务部　文号：东屿港财〔2026〕3号　施行日期：2026年3月1日</p>

<h2>一、报销时限</h2>
<p>出差人员应在出差结束后15个工作日内在OA系统提交差旅报销单；其他费用在发生后30天内报销。
超过期限的，须附部门经理签字的情况说明；超过90天的，不予报销。</p>

<h2>二、审批权限</h2>
<p>报销按单笔金额逐级审批，下表各级依次审核，上一级审批后才流转到下一级：</p>
<table>
<tr><th>单笔金额</th><th>审批人</th></tr>
<tr><td>2000元以下（含）</td><td>部门经理</td></tr>
<tr><td>2000元以上至10000元（含）</td><td>部门经理、财务部经理</td></tr>
<tr><td>10000元以上至50000元（含）</td><td>部门经理、财务部经理、分管副总经理</td></tr>
<tr><td>50000元以上</td><td>部门经理、财务部经理、分管副总经理、总经理</td></tr>
</table>

<h2>三、出差审批与交通工具</h2>
<p>出差须提前在OA提交出差申请，经部门经理批准；出差超过7天或出境的，须经分管副总经理批准。</p>
<p>乘坐火车：员工乘高铁二等座，部门经理及以上可乘一等座；乘坐飞机一律为经济舱，单程800公里以内原则上不乘飞机。
夜间（22:00至次日06:00）乘车超过6小时的，可乘硬卧。</p>

<h2>四、城市类别</h2>
<ul>
<li>一类城市：北京、上海、广州、深圳</li>
<li>二类城市：省会城市和天津、重庆、宁波、厦门、青岛、大连</li>
<li>三类城市：其他城市</li>
</ul>

<h2>五、住宿与补助标准</h2>
<table>
<tr><th rowspan="2">城市类别</th><th colspan="3">住宿标准（元/人·晚）</th><th rowspan="2">伙食补助（元/天）</th><th rowspan="2">市内交通（元/天）</th></tr>
<tr><th>员工</th><th>主管、班组长</th><th>部门经理及以上</th></tr>
<tr><td>一类</td><td>500</td><td>600</td><td>800</td><td>120</td><td>80</td></tr>
<tr><td>二类</td><td>400</td><td>480</td><td>650</td><td>100</td><td>60</td></tr>
<tr><td>三类</td><td>300</td><td>360</td><td>500</td><td>80</td><td>50</td></tr>
</table>
<p class="note">说明：1. 住宿费凭发票在标准内实报实销，超出部分自理；两名同性别员工同行的，原则上合住一间，按一人标准的1.5倍报销。
2. 伙食补助和市内交通按出差自然天数计算，不需发票；会议、培训已统一安排食宿的，不发伙食补助。
3. 出差到东屿市所辖县区当天往返的，不发伙食补助，每天发误餐补助30元。</p>

<h2>六、作业区备用金</h2>
<p>各作业区可借用备用金，用于零星采购和应急维修，额度按作业区等级核定（作业区等级见《作业区等级与岗位津贴标准（2026版）》）：</p>
<table>
<tr><th>作业区等级</th><th>备用金额度</th></tr>
<tr><td>甲级</td><td>10000元</td></tr>
<tr><td>乙级</td><td>6000元</td></tr>
<tr><td>丙级</td><td>3000元</td></tr>
</table>
<p>备用金由作业区经理借用并负责管理。单笔现金支付不超过1000元，超过的须走对公转账。
每月25日前凭发票报销冲账；年末（12月20日前）全部归还财务部，次年重新借用。</p>

<h2>七、其他</h2>
<p>本办法由财务部负责解释。手机通讯费补贴、车辆费用另行规定。</p>
<footer>© 东屿港集装箱码头有限公司 员工门户 · 内部资料</footer>
</body>
</html>
"""
