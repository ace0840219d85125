#!/usr/bin/env bash
# Ask the sample knowledge base the seed's questions (and one in English), in local (no-LLM) mode.
set -euo pipefail
KD="$1"; DATA="$2"
questions=(
  "我需要申请产假，流程是什么？"
  "我是新员工，如何入职并领取工资卡？"
  "研发人员怎么领电脑？"
  "一线城市出差住宿标准是多少？"
  "年假有几天？"
  "IT设备申领由谁审批？"
  "张三是谁？"
  "公司的火星分部在哪里？"
  "I'm a P5 and I'll stay 2 nights in Guangzhou on a business trip. How much hotel can I claim?"
)
for q in "${questions[@]}"; do
  echo
  echo "用户: $q"
  "$KD" --data-dir "$DATA" ask "$q" --kb hr
done
