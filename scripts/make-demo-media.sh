#!/usr/bin/env bash
# Makes the demo event's small video clips and captions in assets/demo/ (committed; run again only to change
# them). Needs ffmpeg (Debian: apt-get install -y ffmpeg). Nothing at runtime needs ffmpeg: the server copies
# these files into DATA_DIR/media/demo/ when it creates the demo event.
set -euo pipefail
cd "$(dirname "$0")/../assets/demo"

SECONDS_LONG=10
# name|video source|tone frequency (Hz)
CLIPS=(
  "clip1|testsrc2=size=640x360:rate=24|440"
  "clip2|smptehdbars=size=640x360:rate=24|660"
  "clip3|mandelbrot=size=640x360:rate=24|330"
)

encode() { # input-filter tone size crf out
  ffmpeg -loglevel error -y \
    -f lavfi -i "$1" -f lavfi -i "sine=frequency=$2:sample_rate=22050" \
    -t "$SECONDS_LONG" -vf "scale=$3" -c:v libx264 -preset veryslow -profile:v main -crf "$4" -pix_fmt yuv420p \
    -c:a aac -b:a 32k -ac 1 -movflags +faststart "$5"
}

for entry in "${CLIPS[@]}"; do
  IFS='|' read -r name src tone <<<"$entry"
  encode "$src" "$tone" 640:360 38 "$name.mp4"
  encode "$src" "$tone" 480:270 39 "${name}_medium.mp4"
  encode "$src" "$tone" 320:180 40 "${name}_low.mp4"
done

# A five-second sponsor clip played before lounges and videos (pre-roll ad).
ffmpeg -loglevel error -y -f lavfi -i "testsrc=size=480x270:rate=24" -f lavfi -i "sine=frequency=880:sample_rate=22050" \
  -t 5 -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -c:a aac -b:a 32k -ac 1 -movflags +faststart sponsor-ad.mp4

# Captions (WebVTT) shared by the clips.
cat > captions.en.vtt <<'VTT'
WEBVTT

00:00:00.000 --> 00:00:03.500
Welcome to the demo conference.

00:00:03.500 --> 00:00:07.000
This short clip stands in for a recorded session.

00:00:07.000 --> 00:00:10.000
Thank you for watching.
VTT

ls -l
