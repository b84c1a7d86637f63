-- Pan recognizers from Lua: began after 10 pt of movement, changed on every move, ended at the
-- lift; translation measured from where the finger went down, velocity of the last move.

describe("PanGestureRecognizer", function()
  local board, pan, moves
  before_each(function()
    board = View{ frame = {0, 100, 390, 400} }
    window:addSubview(board)
    moves = {}
    pan = PanGestureRecognizer{ action = function(g, state)
      local t = g:translationIn(board)
      moves[#moves + 1] = { state = state, x = t.x, y = t.y, vx = g:velocityIn(board).x }
    end }
    board:addGestureRecognizer(pan)
  end)

  it("goes began, changed…, ended", function()
    drag(board, { from = {50, 50}, to = {250, 50}, steps = 4 })
    expect(pan).to.have_sent_exactly{ "began", "changed", "changed", "changed", "ended" }
  end)

  it("reports the translation from the touch-down point", function()
    drag(board, { from = {50, 50}, to = {250, 130}, steps = 4 })
    expect(moves[1].x).to.be.near(50, 1e-9)
    expect(moves[#moves].x).to.be.near(200, 1e-9)
    expect(moves[#moves].y).to.be.near(80, 1e-9)
  end)

  it("measures velocity over the last move", function()
    drag(board, { from = {50, 50}, to = {250, 50}, steps = 4, duration = 0.4 })
    expect(moves[#moves].vx).to.be.near(500, 1e-6)   -- 50 pt per 0.1 s
  end)

  it("measures from zero again after setTranslation", function()
    local reset = false
    pan:addTarget(function(g, state)
      if state == "began" and not reset then g:setTranslation({0, 0}, board); reset = true end
    end)
    drag(board, { from = {50, 50}, to = {250, 50}, steps = 4 })
    expect(moves[#moves].x).to.be.near(150, 1e-9)
  end)

  it("does not begin for a small movement", function()
    drag(board, { from = {50, 50}, to = {55, 50}, steps = 2 })
    expect(pan).to_not.have_sent("began")
    expect(pan.state).to.equal("possible")
  end)
end)
