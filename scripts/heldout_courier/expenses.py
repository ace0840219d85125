"""差旅与费用报销管理办法: an intranet page exported to HTML from the finance department (claim deadlines, approval by
single amount in a table, lodging caps by staff category × city kind, meal allowance per day, seat classes, the
line-haul trip allowance replacing lodging, phone allowances, outlet petty cash by 网点等级)."""

from __future__ import annotations

NAME = "差旅与费用报销管理办法.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>差旅与费用报销管理办法 - 迅驰速运员工服务平台</title>
<style>body{font-family:sans-serif} table{border-collapse:collapse} td,th{border:1px solid #888;padding:4px 8px}</style>
</head>
<body>
<div class="crumbs"><a href="/">员工服务平台</a> / <a href="/finance">财务制度</a> / 差旅与费用报销管理办法</div>
<h1>差旅与费用报销管理办法</h1>
<p class="meta">发布部门：区域财务部　|　版本日期：2026年3月</p>

<h2>一、报销时限</h2>
<p>费用发生后30天内在“迅驰通”App提交报销。超过30天的，须附片区经理签字的情况说明；超过90天的，不予报销。</p>

<h2>二、审批权限</h2>
<p>按单笔报销金额确定最终审批人：</p>
<table>
<tr><th>单笔金额</th><th>审批人</th></tr>
<tr><td>1000元以下</td><td>网点经理（分拨中心、转运中心为中心经理）</td></tr>
<tr><td>1000元（含）至5000元</td><td>片区经理</td></tr>
<tr><td>5000元（含）至20000元</td><td>区域总经理</td></tr>
<tr><td>20000元及以上</td><td>区域总经理审核，总部财务总监审批</td></tr>
</table>

<h2>三、出差住宿标准</h2>
<table>
<tr><th rowspan="2">人员类别</th><th colspan="2">住宿费上限（元/人·晚）</th></tr>
<tr><th>省会城市及计划单列市</th><th>其他城市</th></tr>
<tr><td>一线员工（快递员、分拣员、网点客服、仓管员）</td><td>260</td><td>200</td></tr>
<tr><td>网点经理、中心经理、片区经理</td><td>350</td><td>280</td></tr>
<tr><td>区域总经理</td><td>500</td><td>400</td></tr>
</table>
<p>住宿费凭发票在上限内据实报销，超出部分自理。两人同性别出差的，原则上合住一间，按一人标准的1.5倍报销。</p>

<h2>四、伙食补助和交通</h2>
<ul>
<li>出差伙食补助每人每天80元；当天往返的，每人40元。伙食补助按天包干，不需发票。</li>
<li>城市间交通：乘坐高铁二等座或普通列车硬卧；片区经理及以上可乘坐高铁一等座。乘坐飞机须事先经区域总经理批准，限经济舱。</li>
<li>干线司机驾驶公司车辆出车，不适用本办法的住宿和伙食标准，按《车辆与驾驶安全管理规定》领取出车补贴。</li>
</ul>

<h2>五、通讯补贴</h2>
<p>快递员每月手机话费补贴50元，网点经理每月100元，随当月工资发放，不需提供发票。</p>

<h2>六、网点备用金</h2>
<table>
<tr><th>网点等级</th><th>备用金额度（元）</th></tr>
<tr><td>A类</td><td>3000</td></tr>
<tr><td>B类</td><td>2000</td></tr>
<tr><td>C类</td><td>1000</td></tr>
</table>
<p>备用金由网点经理保管，用于到付快件找零、临时维修等小额支出，每月末凭票据向片区财务报账补足。</p>

<div class="footer">© 迅驰速运有限公司 区域财务部　如有疑问请致电区域财务部</div>
</body>
</html>
"""
