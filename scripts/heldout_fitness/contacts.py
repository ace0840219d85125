"""公司及门店联系人: a plain CSV of head-office and store contacts (department or store, name, title, phone, e-mail)."""

from __future__ import annotations

NAME = "公司及门店联系人.csv"

TEXT = """部门或门店,姓名,职务,电话,邮箱
总经理办公室,梁国栋,总经理,025-86621000,liangguodong@tiemao-fit.cn
运营管理部,韩振东,运营总监,025-86621010,hanzhendong@tiemao-fit.cn
运营管理部,吴嘉,区域经理（南京区：新街口店、河西万达店、仙林店、江宁社区店）,13905171122,wujia@tiemao-fit.cn
运营管理部,林浩然,区域经理（苏沪区：上海静安店、苏州园区店）,13812663388,linhaoran@tiemao-fit.cn
运营管理部,马骁,区域经理（江北区：合肥政务区店、扬州文昌店）,13956017799,maxiao@tiemao-fit.cn
人力资源部,周婉清,人力资源总监,025-86621020,zhouwanqing@tiemao-fit.cn
人力资源部,陈一鸣,薪酬福利专员（工资、社保、公积金）,025-86621023,chenyiming@tiemao-fit.cn
人力资源部,黄小蕾,招聘与培训专员（推荐奖、认证培训）,025-86621025,huangxiaolei@tiemao-fit.cn
财务部,罗佳,财务经理,025-86621030,luojia@tiemao-fit.cn
财务部,许婷,费用会计（报销、备用金、借款）,025-86621032,xuting@tiemao-fit.cn
采购部,邓磊,采购经理（健身器械、耗材）,025-86621040,denglei@tiemao-fit.cn
市场部,秦雨桐,市场部负责人,025-86621050,qinyutong@tiemao-fit.cn
安全管理部,孙立,安全主管（泳池、器械、消防）,13770889900,sunli@tiemao-fit.cn
团课管理部,蒋欣,团课主管（课程排期、兼职团课教练）,13851992266,jiangxin@tiemao-fit.cn
新街口店,赵一凡,店长,025-84718800,xinjiekou@tiemao-fit.cn
河西万达店,钱蕾,店长,025-87796600,hexi@tiemao-fit.cn
上海静安店,沈嘉伟,店长,021-62881234,jingan@tiemao-fit.cn
苏州园区店,顾晨,店长,0512-62995678,suzhou@tiemao-fit.cn
仙林店,朱明,店长,025-85891122,xianlin@tiemao-fit.cn
合肥政务区店,汪静,店长,0551-63559900,hefei@tiemao-fit.cn
扬州文昌店,陶然,店长,0514-87331188,yangzhou@tiemao-fit.cn
江宁社区店,孔德胜,店长,025-52103366,jiangning@tiemao-fit.cn
"""
