-- Text field: editing begins at a tap, each keystroke sends editingChanged,
-- the return key ends editing only for a field with an editingDidEndOnExit
-- target, and text set from code is silent.
-- Rules: uikit-rules §4.7 (UITextField editing events).

describe("A text field", function()
  local field
  before_each(function()
    field = TextField{ frame = {20, 40, 200, 30}, placeholder = "Name" }
    window:addSubview(field)
  end)

  it("begins editing at a tap, after the touch events (§4.7)", function()
    tap(field)
    expect(field.isEditing).to.be_truthy()
    expect(field).to.have_sent_exactly{ "touchDown", "touchUpInside", "editingDidBegin" }
  end)

  it("sends editingChanged for each keystroke, and its target sees the new text (§4.7)", function()
    local texts = {}
    field:addTarget(function(sender) texts[#texts + 1] = sender.text end, "editingChanged")
    tap(field)
    keyboard.type("hi")
    keyboard.deleteBackward()
    expect(texts).to.equal{ "h", "hi", "h" }
  end)

  it("ends editing on return when an editingDidEndOnExit target is registered (§4.7)", function()
    field:addTarget(function() end, "editingDidEndOnExit")
    tap(field)
    keyboard.type("Ada")
    keyboard.pressReturn()
    expect(field.isEditing).to.be_falsy()
    expect(field).to.have_sent_in_order{ "editingDidBegin", "editingChanged", "editingDidEndOnExit", "editingDidEnd" }
  end)

  it("keeps editing on return without such a target (§4.7)", function()
    tap(field)
    keyboard.type("Ada")
    keyboard.pressReturn()
    expect(field.isEditing).to.be_truthy()
    expect(field).to_not.have_sent("editingDidEnd")
  end)

  it("ends editing when it resigns first responder (§4.7 step 6–7)", function()
    tap(field)
    field:resignFirstResponder()
    expect(field).to.have_sent_in_order{ "editingDidBegin", "editingDidEnd" }
  end)

  it("sends no editingChanged when its text is set from code (§4.7)", function()
    field.text = "from code"
    tap(field)
    field.text = "again"
    expect(field.text).to.equal("again")
    expect(field).to_not.have_sent("editingChanged")
  end)
end)
