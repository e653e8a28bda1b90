#!/usr/bin/env bash
# Generates the how-to videos (spec §2 /howto), their posters and the LINE QR image served at
# /media/line-qr.png. Only lavfi sources and filters that need no font file are used, so the
# output is the same on any machine with ffmpeg (libvpx) and qrencode.
#
#   apps/web/scripts/make-howto-media.sh          # writes into apps/web/public/media
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/media/howto
mkdir -p "$OUT"

W=360
H=640
FPS=24
DUR=4

# Shared pieces of the geq expressions (X, Y: pixel; T: seconds).
BG_R='8+10*Y/H'
BG_G='12+14*Y/H'
BG_B='28+44*Y/H'
# gold
GR=232
GG=186
GB=74

render() {
  local name=$1 r=$2 g=$3 b=$4
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=black:s=${W}x${H}:r=${FPS}:d=${DUR}" \
    -vf "format=gbrp,geq=r='${r}':g='${g}':b='${b}',fade=t=in:st=0:d=0.4,fade=t=out:st=$((DUR - 1)).6:d=0.4,format=yuv420p" \
    -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -cpu-used 2 -row-mt 1 -an \
    "$OUT/$name.webm"
  ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$OUT/$name.webm" -frames:v 1 -q:v 6 \
    "$OUT/$name.jpg"
}

# 1. wallet: gold coins fall into a wallet.
COIN1='lt(hypot(X-150,Y-(110+300*mod(T*0.8,1))),26)'
COIN2='lt(hypot(X-215,Y-(110+300*mod(T*0.8+0.5,1))),22)'
WALLET='between(X,70,290)*between(Y,380,540)'
FLAP='between(X,200,300)*between(Y,430,490)'
STUD='lt(hypot(X-232,Y-460),10)'
wallet_ch() { # $1 wallet $2 flap $3 stud $4 coin $5 background
  echo "if(${STUD},$3,if(${FLAP},$2,if(${WALLET},$1,if(${COIN1}+${COIN2},$4,$5))))"
}
render wallet \
  "$(wallet_ch 150 110 250 $GR "$BG_R")" \
  "$(wallet_ch 96 70 220 $GG "$BG_G")" \
  "$(wallet_ch 34 24 150 $GB "$BG_B")"

# 2. play: a pulsing play button with a ring, a ball bouncing below it.
S='(1+0.08*sin(T*6))'
TRI="between(X,150-40*${S},150+95*${S})*lt(abs(Y-300),(150+95*${S}-X)*0.6)"
RING='between(hypot(X-180,Y-300),108,118)'
BALL='lt(hypot(X-(60+240*abs(sin(T*1.6))),Y-(560-120*abs(sin(T*4)))),18)'
play_ch() { echo "if(${TRI},$1,if(${RING}+${BALL},$2,$3))"; }
render play \
  "$(play_ch 250 $GR "30+40*Y/H")" \
  "$(play_ch 250 $GG "10+8*Y/H")" \
  "$(play_ch 250 $GB "60+60*Y/H")"

# 3. balance: bars of a balance chart grow one after another over a base line.
BAR() { # $1 left x, $2 full height, $3 start second
  echo "between(X,$1,$1+50)*between(Y,520-$2*min(1,max(0,(T-$3)*1.4)),520)"
}
BARS="$(BAR 50 120 0.2)+$(BAR 120 200 0.6)+$(BAR 190 160 1.0)+$(BAR 260 300 1.4)"
BASE='between(Y,524,530)*between(X,40,320)'
balance_ch() { echo "if(${BASE},$1,if(${BARS},$2,$3))"; }
render balance \
  "$(balance_ch 220 40 "$BG_R")" \
  "$(balance_ch 220 200 "$BG_G")" \
  "$(balance_ch 230 170 "$BG_B")"

# 4. bonus: a gold coin pulses inside turning rays, the background glows.
R='hypot(X-180,Y-320)'
COIN="lt(${R},70+8*sin(T*5))"
INNER="between(${R},48,54)"
RAYS="gt(sin(12*atan2(Y-320,X-180)+T*2),0.55)*lt(${R},170)"
bonus_ch() { echo "if(${INNER},$1,if(${COIN},$2,if(${RAYS},$3,$4)))"; }
render bonus \
  "$(bonus_ch 170 $GR 120 "$BG_R+30*exp(-${R}/120)")" \
  "$(bonus_ch 120 $GG 90 "$BG_G+20*exp(-${R}/120)")" \
  "$(bonus_ch 30 $GB 30 "$BG_B")"

# 5. end bonus: a countdown ring and a turnover bar drain to empty.
ANG='(atan2(X-180,280-Y)+PI)/(2*PI)'
ARC="between(hypot(X-180,Y-280),80,100)*lt(${ANG},1-T/${DUR})"
TRACK='between(hypot(X-180,Y-280),80,100)'
BAR_FULL='between(X,50,310)*between(Y,470,500)'
BAR_LEFT="between(X,50,50+260*(1-T/${DUR}))*between(Y,470,500)"
end_ch() { echo "if(${ARC}+${BAR_LEFT},$1,if(${TRACK}+${BAR_FULL},$2,$3))"; }
render end-bonus \
  "$(end_ch 230 50 "$BG_R")" \
  "$(end_ch 80 50 "$BG_G")" \
  "$(end_ch 70 80 "$BG_B")"

# The LINE QR seeded by the server as lineQR (/media/line-qr.png).
if command -v qrencode >/dev/null; then
  qrencode -o public/media/line-qr.png -s 8 -m 2 'https://line.me/R/ti/p/@demo-wallet'
else
  echo "qrencode not found: public/media/line-qr.png left as it is" >&2
fi

ls -l "$OUT" public/media/line-qr.png
