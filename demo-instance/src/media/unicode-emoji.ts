/**
 * A compact /static/emoji.json in Pleroma-FE's format: `{ shortname: emoji }`.
 * Real front ends ship a complete list; this covers the common ones.
 */

const GROUPS = {
  faces:
    'grinning 😀 smiley 😃 smile 😄 grin 😁 laughing 😆 sweat_smile 😅 joy 😂 rofl 🤣 slight_smile 🙂 upside_down 🙃 ' +
    'wink 😉 blush 😊 innocent 😇 heart_eyes 😍 star_struck 🤩 kissing_heart 😘 yum 😋 stuck_out_tongue 😛 ' +
    'zany_face 🤪 hugging 🤗 thinking 🤔 shushing_face 🤫 neutral_face 😐 expressionless 😑 no_mouth 😶 ' +
    'smirk 😏 unamused 😒 rolling_eyes 🙄 grimacing 😬 relieved 😌 pensive 😔 sleepy 😪 sleeping 😴 ' +
    'mask 😷 nerd 🤓 sunglasses 😎 confused 😕 worried 😟 open_mouth 😮 astonished 😲 flushed 😳 ' +
    'pleading_face 🥺 cry 😢 sob 😭 scream 😱 angry 😠 rage 😡 skull 💀 clown 🤡 ghost 👻 alien 👽 robot 🤖',
  cats: 'smiley_cat 😺 smile_cat 😸 joy_cat 😹 heart_eyes_cat 😻 pouting_cat 😾 scream_cat 🙀',
  hands:
    'wave 👋 ok_hand 👌 v ✌️ crossed_fingers 🤞 thumbsup 👍 thumbsdown 👎 clap 👏 raised_hands 🙌 ' +
    'pray 🙏 muscle 💪 point_up ☝️ handshake 🤝 writing_hand ✍️',
  hearts:
    'heart ❤️ orange_heart 🧡 yellow_heart 💛 green_heart 💚 blue_heart 💙 purple_heart 💜 black_heart 🖤 ' +
    'broken_heart 💔 sparkling_heart 💖 two_hearts 💕 100 💯 sparkles ✨ fire 🔥 star ⭐ zap ⚡ tada 🎉',
  animals:
    'cat 🐱 dog 🐶 fox 🦊 bear 🐻 panda 🐼 rabbit 🐰 frog 🐸 owl 🦉 penguin 🐧 bee 🐝 snail 🐌 ' +
    'butterfly 🦋 turtle 🐢 octopus 🐙 whale 🐳 unicorn 🦄 hedgehog 🦔',
  nature:
    'sunflower 🌻 tulip 🌷 rose 🌹 seedling 🌱 herb 🌿 four_leaf_clover 🍀 maple_leaf 🍁 mushroom 🍄 ' +
    'cactus 🌵 evergreen_tree 🌲 sun ☀️ cloud ☁️ rainbow 🌈 umbrella ☔ snowflake ❄️ crescent_moon 🌙',
  food:
    'coffee ☕ tea 🍵 croissant 🥐 bread 🍞 cheese 🧀 pizza 🍕 taco 🌮 ramen 🍜 sushi 🍣 cake 🍰 ' +
    'cookie 🍪 doughnut 🍩 apple 🍎 avocado 🥑 hot_pepper 🌶️ strawberry 🍓 lemon 🍋 wine_glass 🍷 beer 🍺',
  objects:
    'books 📚 pencil2 ✏️ paintbrush 🖌️ art 🎨 camera 📷 computer 💻 keyboard ⌨️ bulb 💡 bike 🚲 ' +
    'rocket 🚀 guitar 🎸 headphones 🎧 musical_note 🎵 gift 🎁 bell 🔔 lock 🔒 key 🔑 hammer_and_wrench 🛠️',
  symbols:
    'white_check_mark ✅ x ❌ warning ⚠️ question ❓ exclamation ❗ arrow_right ➡️ recycle ♻️ infinity ♾️',
}

export function unicodeEmojiMap(): Record<string, string> {
  const map: Record<string, string> = {}
  for (const list of Object.values(GROUPS)) {
    const parts = list.split(/\s+/).filter(Boolean)
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const name = parts[i]
      const emoji = parts[i + 1]
      if (name && emoji) map[name] = emoji
    }
  }
  return map
}
