"""费用报销与审批权限规定: an intranet page exported to HTML from the finance department (claim deadlines,
approval by amount in a table, business-trip lodging caps by city kind and daily allowances, late-night taxi
rides after a shift with a per-ride cap and a monthly count, petty-cash advances, invoice rules)."""

from __future__ import annotations

NAME = "费用报销与审批权限规定.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>费用报销与审批权限规定 - 华屿地服员工之家</title>
<style>body{font-family:sans-serif} table{border-collapse:collapse} td,th{border:1px solid #999;padding:4px}</style>
</head>
<body>
<div class="nav"><a href="/">员工之家首页</a> &gt; <a href="/finance">财务制度</a> &gt; 费用报销与审批权限规定</div>
<h1>费用报销与审批权限规定</h1>
<p class="meta">发布部门：财务部　最后更新：2026年2月</p>

<h2>一、报销时限</h2>
<p>费用发生后60天内提交报销；超过60天的，须附情况说明并经财务经理同意，超过180天的不予报销。
每年12月发生的费用，须在次年1月15日前报销完毕。</p>

<h2>二、审批权限</h2>
<p>报销按单笔金额分级审批，审批人须依次签批：</p>
<table>
<tr><th>单笔金额</th><th>审批人</th></tr>
<tr><td>1000元以下</td><td>部门经理或站点经理</td></tr>
<tr><td>1000元（含）至5000元</td><td>站点经理 → 财务经理</td></tr>
<tr><td>5000元（含）至20000元</td><td>站点经理 → 财务经理 → 分管副总经理</td></tr>
<tr><td>20000元（含）以上</td><td>以上各级审批后，报总经理审批</td></tr>
</table>
<p>不得将一笔费用拆分成多笔报销以降低审批层级。</p>

<h2>三、差旅费</h2>
<h3>（一）住宿费上限（元/间·晚）</h3>
<table>
<tr><th>出差地</th><th>普通员工</th><th>站点经理及以上</th></tr>
<tr><td>直辖市、省会城市</td><td>450</td><td>600</td></tr>
<tr><td>其他城市</td><td>350</td><td>450</td></tr>
</table>
<h3>（二）伙食补助和交通补助</h3>
<p>出差伙食补助每天100元，市内交通补助每天60元，按出差自然天数计算，不需要发票。
出差地由对方单位提供工作餐的，当天伙食补助减半。</p>
<h3>（三）交通工具</h3>
<p>员工出差乘坐高铁二等座、普通列车硬卧或飞机经济舱；站点经理及以上可乘坐高铁一等座。</p>

<h2>四、夜班下班打车</h2>
<p>夜班或航班延误后在0:00至5:00之间下班、没有员工班车的，可报销回家打车费，每次最高80元，
每人每月最多报销10次，凭电子发票和行程单报销。</p>

<h2>五、备用金</h2>
<p>站点因采购零星物资需要备用金的，每个站点借款不超过3000元，借款后30天内凭票冲账。
个人不得借用备用金。</p>

<h2>六、发票要求</h2>
<ul>
<li>发票抬头须为“华屿航空地面服务有限公司”，并填写纳税人识别号；</li>
<li>电子发票须提交PDF原件，不接受截图；</li>
<li>同一张发票重复报销的，追回款项并按违纪处理。</li>
</ul>
<div class="footer">如有疑问请联系财务部费用组，分机 8021。</div>
</body>
</html>
"""
