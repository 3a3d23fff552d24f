#!/usr/bin/env bash
# Makes the background music loop, src/client/public/media/music.ogg, from nothing but sox's oscillators:
# a gentle marimba-like tune over a bass, I–vi–IV–V in C (C, Am, F, G, twice), 100 beats a minute,
# 8 bars = 19.2 s, mono Ogg/Opus at 48 kb/s. Notes still ringing at the end are wrapped onto the start,
# so the file loops without a gap or a click (DESIGN §8: Opus loops cleanly, MP3 adds a gap).
#
# Tools: bash, sox 14.4 and ffmpeg with libopus (Debian: apt-get install -y sox ffmpeg).
# Run: bash scripts/make-music.sh   (the same notes always give the same file)
set -euo pipefail
export SOX_OPTS="-R" # sox's repeatable mode: the same noise and dither on every run

out="$(dirname "$0")/../src/client/public/media/music.ogg"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

readonly rate=48000
readonly step=0.3 # seconds per eighth note (100 beats a minute)
readonly steps_per_bar=8
readonly bars=8
loop_seconds=$(awk -v s="$step" -v n="$steps_per_bar" -v b="$bars" 'BEGIN { printf "%.3f", s * n * b }')
readonly loop_seconds
readonly ring_out=3 # seconds of reverb tail rendered past the last note, then folded onto the start

# One mallet note (MIDI number): a sine that dies away, its bright 4th partial (two octaves up, as a
# marimba bar is tuned) gone within a fifth of a second, and a soft thump for the mallet's strike.
note() { # note <midi> <seconds> → path of the cached note
  local midi=$1 seconds=$2 file="$work/note-$1-$2.wav"
  if [[ ! -f $file ]]; then
    local semitones=$((midi - 69)) # sox counts semitones from A4 (%0 = 440 Hz)
    sox -n -r "$rate" -c 1 "$work/body.wav" synth "$seconds" sine "%$semitones" fade l 0.004 "$seconds" "$seconds"
    sox -n -r "$rate" -c 1 "$work/partial.wav" synth 0.18 sine "%$((semitones + 24))" fade l 0.002 0.18 0.17
    sox -n -r "$rate" -c 1 "$work/strike.wav" synth 0.03 pinknoise lowpass 1500 fade l 0.001 0.03 0.029
    sox -m -v 0.75 "$work/body.wav" -v 0.17 "$work/partial.wav" -v 0.08 "$work/strike.wav" "$file"
  fi
  echo "$file"
}

# Every note of the tune is one input of a single mix: "|sox …" starts it at its time. Volumes are
# relative; the headroom keeps the sum of overlapping notes from clipping before the final levelling.
readonly headroom=0.4
inputs=()
play() { # play <step from the start> <midi> <seconds> <volume>
  local at file volume
  at=$(awk -v i="$1" -v s="$step" 'BEGIN { printf "%.4f", i * s }')
  volume=$(awk -v v="$4" -v h="$headroom" 'BEGIN { printf "%.4f", v * h }')
  file=$(note "$2" "$3")
  inputs+=(-v "$volume" "|sox $file -p pad $at 0")
}

# Melody, one bar per chord: "step:midi" pairs (C5 = 72).
melody=(
  "0:76 2:79 3:76 4:72 6:74 7:76"  # C
  "0:69 2:72 3:76 4:81 6:79 7:76"  # Am
  "0:77 2:76 3:72 4:69 6:72 7:77"  # F
  "0:79 3:74 4:71 6:74"            # G
  "0:76 2:72 3:76 4:79 6:81 7:79"  # C
  "0:76 3:72 4:69 6:72 7:76"       # Am
  "0:77 2:76 3:77 4:81 6:79 7:77"  # F
  "0:74 3:71 4:67 6:71 7:74"       # G, leading back to the first E
)
bass=("48 55" "45 52" "41 48" "43 50")           # root and fifth, on beats 1 and 3
chord=("64 67" "60 64" "65 69" "62 67")          # two soft chord tones on beats 2 and 4

for ((bar = 0; bar < bars; bar++)); do
  first=$((bar * steps_per_bar))
  for pair in ${melody[bar]}; do
    play $((first + ${pair%%:*})) "${pair##*:}" 0.9 0.5
  done
  read -r root fifth <<<"${bass[bar % 4]}"
  play "$first" "$root" 1.3 0.55
  play $((first + 4)) "$fifth" 1.3 0.45
  for offbeat in 2 6; do
    for tone in ${chord[bar % 4]}; do play $((first + offbeat)) "$tone" 0.6 0.16; done
  done
done

# Mix, warm it (a little room, the hiss-prone top rolled off), then fold the ring-out onto the start.
sox --combine mix "${inputs[@]}" -r "$rate" -c 1 "$work/full.wav" \
  pad 0 "$ring_out" lowpass 6000 reverb 30 50 60 100 0 0
sox "$work/full.wav" "$work/head.wav" trim 0 "$loop_seconds"
sox "$work/full.wav" "$work/tail.wav" trim "$loop_seconds"
sox --combine mix -v 1 "$work/head.wav" -v 1 "$work/tail.wav" "$work/loop.wav" gain -n -3

mkdir -p "$(dirname "$out")"
ffmpeg -hide_banner -loglevel error -y -i "$work/loop.wav" -map_metadata -1 -c:a libopus -b:a 48k -ac 1 \
  -fflags +bitexact -flags:a +bitexact "$out"
echo "$out: $(stat -c %s "$out") bytes, ${loop_seconds} s"
