package com.example.dispatch;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
