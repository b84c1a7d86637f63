-- The scene of the workbench's pictures (scripts/workbench-pictures): a settings card with the
-- standard controls, and the seed Knob plugin below it.
window.backgroundColor = Color.secondarySystemBackground
title = Label{frame = {20, 56, 350, 41}, text = "Sound"}
title.font = Font.boldSystemFont(34)
window:addSubview(title)

card = View{frame = {16, 110, 358, 236}}
card.backgroundColor = Color.white
card.layer.cornerRadius = 10
window:addSubview(card)

alerts = Label{frame = {16, 14, 200, 31}, text = "Alerts"}
card:addSubview(alerts)
sw = Switch{frame = {291, 14, 51, 31}}
card:addSubview(sw)
volume = Slider{frame = {16, 62, 326, 31}, value = 0.35}
volume.accessibilityIdentifier = "volume"
card:addSubview(volume)
repeats = Stepper{frame = {16, 112, 94, 32}, value = 2}
card:addSubview(repeats)
count = Label{frame = {130, 112, 200, 32}, text = "Repeat twice"}
card:addSubview(count)
tone = SegmentedControl{items = {"Chime", "Bell", "Pulse"}, frame = {16, 170, 326, 32}}
tone.selectedSegmentIndex = 0
card:addSubview(tone)

knob = Knob{frame = {135, 380, 120, 120}}
window:addSubview(knob)
play = Button{type = "system", frame = {145, 520, 100, 44}}
play:setTitle("Play", "normal")
window:addSubview(play)
